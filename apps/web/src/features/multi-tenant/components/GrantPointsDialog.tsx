import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatPoints } from '../../points';
import { useCompanyMembers } from '../api/company-members.api';
import { useGrantPoints } from '../api/company-points.api';

export interface GrantMember {
  userId: number;
  realname: string;
}

interface GrantPointsDialogProps {
  open: boolean;
  enterpriseId: number | undefined;
  /** Fixed member (member management row action); without it a picker of approved members. */
  member?: GrantMember | null;
  /** Shown as the limit hint when known. */
  pool?: number;
  onClose: () => void;
}

interface GrantForm {
  userId: number;
  amount: number;
  note?: string;
}

/** 分配制作栗: from the company pool to an approved member (POST /v1/company/points/grant). */
export function GrantPointsDialog({ open, enterpriseId, member, pool, onClose }: GrantPointsDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<GrantForm>();
  const [keyword, setKeyword] = useState('');
  const grant = useGrantPoints();
  const members = useCompanyMembers(
    { enterpriseId, status: 2, keyword: keyword || undefined, offset: 0, limit: 50 },
    open && !member,
  );

  useEffect(() => {
    if (open && member) form.setFieldsValue({ userId: member.userId });
  }, [open, member, form]);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await grant.mutateAsync({
        enterpriseId,
        userId: member?.userId ?? values.userId,
        amount: values.amount,
        note: (values.note ?? '').trim(),
      });
      message.success('分配成功');
      form.resetFields();
      onClose();
    } catch (error) {
      message.error(apiErrorMessage(error, '分配失败'));
    }
  };

  return (
    <Modal
      open={open}
      centered
      width={480}
      title="分配制作栗"
      okText="确认分配"
      cancelText="取消"
      confirmLoading={grant.isPending}
      onOk={() => void onOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="grantPoints" layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item name="userId" label="成员" rules={[{ required: !member, message: '请选择成员' }]}>
          {member ? (
            <Input value={member.realname} disabled />
          ) : (
            <Select
              showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
              placeholder="搜索并选择已通过审核的成员"
              loading={members.isFetching}
              notFoundContent={members.isFetching ? '加载中…' : '没有符合条件的成员'}
              options={(members.data?.list ?? []).map((m) => ({
                value: m.userId,
                label: `${m.realname}${m.username ? `（${m.username}）` : ''}`,
              }))}
            />
          )}
        </Form.Item>
        <Form.Item
          name="amount"
          label="数量"
          extra={pool !== undefined ? `企业制作栗池余额：${formatPoints(pool)}` : undefined}
          rules={[
            { required: true, message: '请填写数量' },
            { type: 'integer', min: 1, max: 10_000_000, message: '数量需为正整数' },
          ]}
        >
          <InputNumber<number>
            min={1}
            precision={0}
            style={{ width: '100%' }}
            suffix="制作栗"
            placeholder="分配数量"
          />
        </Form.Item>
        <Form.Item name="note" label="备注" rules={[{ max: 100, message: '备注最多 100 个字' }]}>
          <Input.TextArea rows={2} maxLength={100} showCount placeholder="选填，成员可在明细中看到" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
