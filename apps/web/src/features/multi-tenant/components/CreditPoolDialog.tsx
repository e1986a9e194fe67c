import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatPoints } from '../../points';
import { fetchPool, useCreditEnterprisePool } from '../api/company-points.api';
import { platformEnterprisesKey } from '../api/platform-enterprises.api';

interface CreditPoolDialogProps {
  enterprise: { id: number; name: string; pointsPool: number } | null;
  onClose: () => void;
}

/** 充值制作栗 (platform): credits a company's pool, then says what the pool holds now. */
export function CreditPoolDialog({ enterprise, onClose }: CreditPoolDialogProps) {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ amount: number; note?: string }>();
  const credit = useCreditEnterprisePool();

  const onOk = async () => {
    if (!enterprise) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await credit.mutateAsync({
        id: enterprise.id,
        amount: values.amount,
        note: (values.note ?? '').trim(),
      });
      void client.invalidateQueries({ queryKey: platformEnterprisesKey });
      const after = await fetchPool(enterprise.id)
        .then((p) => p.pool)
        .catch(() => enterprise.pointsPool + values.amount);
      onClose();
      modal.success({
        title: '充值成功',
        centered: true,
        content: `已为「${enterprise.name}」充值 ${formatPoints(values.amount)} 制作栗，企业制作栗池余额 ${formatPoints(after)}。`,
        okText: '知道了',
      });
    } catch (error) {
      message.error(apiErrorMessage(error, '充值失败'));
    }
  };

  return (
    <Modal
      open={enterprise !== null}
      centered
      width={460}
      title="充值制作栗"
      okText="确认充值"
      cancelText="取消"
      confirmLoading={credit.isPending}
      onOk={() => void onOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      {enterprise ? (
        <Typography.Paragraph type="secondary">
          {enterprise.name} · 当前制作栗池 {formatPoints(enterprise.pointsPool)}
        </Typography.Paragraph>
      ) : null}
      <Form form={form} name="creditPool" layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item
          name="amount"
          label="充值数量"
          rules={[
            { required: true, message: '请填写充值数量' },
            { type: 'integer', min: 1, max: 10_000_000, message: '数量需为 1 到 10000000 的整数' },
          ]}
        >
          <InputNumber<number>
            min={1}
            max={10_000_000}
            precision={0}
            style={{ width: '100%' }}
            suffix="制作栗"
          />
        </Form.Item>
        <Form.Item name="note" label="备注" rules={[{ max: 100, message: '备注最多 100 个字' }]}>
          <Input.TextArea rows={2} maxLength={100} showCount placeholder="选填，如合同号、充值原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
