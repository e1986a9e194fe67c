import { App, Form, Input, Modal } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { profileText } from '../../../locales/zh-CN/account';
import { useSessionStore } from '../../session';
import { useUpdateSettings } from '../api/settings-update.api';

interface ProfileValues {
  realname: string;
  avatar: string;
}

/** 个人资料: real name and avatar address (POST /v1/user/settings/update); opened from the user dropdown. */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateSettings();

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const avatar = values.avatar?.trim() || null;
      setUser(await update.mutateAsync({ realname: values.realname.trim(), avatar }));
      message.success(profileText.saved);
      onClose();
    } catch (error) {
      message.error(apiErrorMessage(error, profileText.failed));
    }
  };

  return (
    <Modal
      open={open}
      centered
      width={460}
      title={profileText.title}
      okText="保存"
      cancelText="取消"
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        initialValues={{ realname: user?.realname ?? '', avatar: user?.avatar ?? '' }}
      >
        <Form.Item
          name="realname"
          label="姓名"
          rules={[
            { required: true, whitespace: true, message: '请填写姓名' },
            { max: 32, message: '姓名最多 32 个字' },
          ]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item
          name="avatar"
          label="头像地址"
          extra="留空则使用默认头像"
          rules={[{ pattern: /^(https?:\/\/|\/)/, message: '请填写以 http(s):// 或 / 开头的图片地址' }]}
        >
          <Input placeholder="https://…" maxLength={1024} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
