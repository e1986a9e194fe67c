import { Alert, Form, Input, Modal } from 'antd';

export interface ReviewTarget {
  id: number;
  action: 'approve' | 'reject';
  /** Who or what is reviewed, shown in the dialog. */
  subject: string;
}

interface ReviewNoteDialogProps {
  target: ReviewTarget | null;
  titles: { approve: string; reject: string };
  hint?: string;
  placeholders: { approve: string; reject: string };
  loading: boolean;
  onSubmit: (target: ReviewTarget, note: string) => void;
  onCancel: () => void;
}

/** Approve or reject an application with an optional note the applicant sees. */
export function ReviewNoteDialog({
  target,
  titles,
  hint,
  placeholders,
  loading,
  onSubmit,
  onCancel,
}: ReviewNoteDialogProps) {
  const [form] = Form.useForm<{ note: string }>();
  const approve = target?.action === 'approve';
  return (
    <Modal
      open={target !== null}
      centered
      width={480}
      title={target ? titles[target.action] : ''}
      okText={approve ? '通过' : '拒绝'}
      okButtonProps={{ danger: !approve }}
      cancelText="取消"
      confirmLoading={loading}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => {
        if (target) onSubmit(target, (form.getFieldValue('note') ?? '').trim());
      }}
    >
      {target ? (
        <Alert
          type={approve ? 'success' : 'warning'}
          showIcon
          title={target.subject}
          description={approve ? hint : undefined}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="note" label="审核备注" rules={[{ max: 200, message: '备注最多 200 个字' }]}>
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={approve ? placeholders.approve : placeholders.reject}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
