import { App, Form, Input, Modal } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { createRole, useRoleMutation } from '../api/role-mutations.api';

interface Values {
  name: string;
  description?: string;
  appearance?: string;
}

/** 添加角色: a character the script did not name, typed by hand. */
export function AddRoleDialog({
  scriptId,
  open,
  onClose,
}: {
  scriptId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useRoleMutation(scriptId, createRole);
  const submit = async () => {
    const values = await form.validateFields();
    create.mutate(
      { scriptId, ...values },
      {
        onSuccess: () => {
          message.success('角色已添加');
          form.resetFields();
          onClose();
        },
        onError: (e) => message.error(apiErrorMessage(e)),
      },
    );
  };
  return (
    <Modal
      title="添加角色"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="添加"
      cancelText="取消"
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="name"
          label="角色名"
          rules={[{ required: true, whitespace: true, message: '请填写角色名' }]}
        >
          <Input maxLength={40} placeholder="例如：林夏" />
        </Form.Item>
        <Form.Item name="description" label="角色介绍">
          <Input.TextArea
            maxLength={1000}
            autoSize={{ minRows: 2 }}
            placeholder="身份、性格、在故事中的作用"
          />
        </Form.Item>
        <Form.Item name="appearance" label="外貌描述">
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2 }} placeholder="发型、服装、体态……" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
