import { type SecondReviewStatusValue, secondReviewStatusLabels } from '@lizi/shared';
import { App, Divider, Form, Input, InputNumber, Modal, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { apiErrorMessage, isApiError } from '../../../lib/api-client';
import { useApplyForPoints, useMyPointsApplications } from '../api/points.api';
import { formatPoints, pointsText } from '../points-text';
import styles from './PointsDialogs.module.css';

const statusColors: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'red', 4: 'default' };

interface PointsApplyDialogProps {
  open: boolean;
  onClose: () => void;
}

interface ApplyForm {
  amount: number;
  reason: string;
}

/** 申请制作栗 (spec §2 open-site dialog, §7 POST /v1/user/points/apply) with the member's recent applications. */
export function PointsApplyDialog({ open, onClose }: PointsApplyDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ApplyForm>();
  const apply = useApplyForPoints();
  const mine = useMyPointsApplications(open);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await apply.mutateAsync({ amount: values.amount, reason: values.reason.trim() });
      message.success(pointsText.applySuccess);
      form.resetFields();
      onClose();
    } catch (error) {
      message.error(
        isApiError(error) && error.msg ? error.msg : apiErrorMessage(error, pointsText.applyFailed),
      );
    }
  };

  const list = mine.data?.list ?? [];

  return (
    <Modal
      open={open}
      centered
      width={520}
      title={pointsText.applyTitle}
      okText={pointsText.applySubmit}
      cancelText="取消"
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={apply.isPending}
      destroyOnHidden
    >
      <p className={styles.applyIntro}>{pointsText.applyIntro}</p>
      <Form form={form} name="pointsApply" layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item
          name="amount"
          label="申请数量"
          rules={[
            { required: true, message: '请填写申请数量' },
            { type: 'integer', min: 1, max: 100_000, message: '申请数量需为 1 到 100000 的整数' },
          ]}
        >
          <InputNumber<number>
            min={1}
            max={100_000}
            precision={0}
            style={{ width: '100%' }}
            placeholder="1 – 100000"
            suffix="制作栗"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label="申请理由"
          rules={[
            { required: true, whitespace: true, message: '请填写申请理由' },
            { max: 500, message: '申请理由最多 500 个字' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="用途、项目、预计用量等" />
        </Form.Item>
      </Form>
      <Divider titlePlacement="start" plain style={{ margin: '4px 0 8px' }}>
        {pointsText.myApplications}
      </Divider>
      <div className={styles.appList} data-testid="my-points-applications">
        {list.length === 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {mine.isPending ? pointsText.loading : pointsText.noApplications}
          </Typography.Text>
        ) : (
          list.map((a) => (
            <div className={styles.appRow} key={a.id}>
              <div className={styles.appMain}>
                <div>
                  申请 {formatPoints(a.amount)}
                  {a.status === 2 && a.grantedAmount !== null && a.grantedAmount !== a.amount
                    ? `，发放 ${formatPoints(a.grantedAmount)}`
                    : ''}
                  <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 8 }}>
                    {dayjs(a.createdAt).format('YYYY-MM-DD HH:mm')}
                  </Typography.Text>
                </div>
                <div
                  className={styles.appReason}
                  title={a.reviewNote ? `审核备注：${a.reviewNote}` : a.reason}
                >
                  {a.reviewNote ? `审核备注：${a.reviewNote}` : a.reason}
                </div>
              </div>
              <Tag color={statusColors[a.status] ?? 'default'} variant="filled">
                {secondReviewStatusLabels[a.status as SecondReviewStatusValue] ?? `状态 ${a.status}`}
              </Tag>
            </div>
          ))
        )}
      </div>
    </Modal>
  );
}
