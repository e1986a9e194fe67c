import { App, Form, Input, Modal, Switch } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { backOfficeText, companyText } from '../../../locales/zh-CN/multi-tenant';
import { PHONE_PATTERN } from '../../auth';
import { type CreateEnterpriseBody, useCreateEnterprise } from '../api/create-enterprise.api';

interface CreateValues {
  name: string;
  contactName?: string;
  contactPhone?: string;
  autoIssue: boolean;
  superAdminUsername?: string;
}

const optional = (value: string | undefined) => value?.trim() || undefined;

/** 新建企业 (platform back office): name, contact, daily points issue, optional super admin account. */
export function CreateEnterpriseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateEnterprise();

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: CreateEnterpriseBody = {
      name: values.name.trim(),
      contactName: optional(values.contactName),
      contactPhone: optional(values.contactPhone),
      autoIssue: values.autoIssue,
      superAdminUsername: optional(values.superAdminUsername),
    };
    try {
      await create.mutateAsync(body);
      message.success(companyText.created);
      onClose();
    } catch (error) {
      message.error(apiErrorMessage(error, backOfficeText.failed));
    }
  };

  return (
    <Modal
      open={open}
      centered
      width={520}
      title={companyText.create}
      okText="创建"
      cancelText="取消"
      confirmLoading={create.isPending}
      onOk={() => void onOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        preserve={false}
        initialValues={{ autoIssue: false }}
      >
        <Form.Item
          name="name"
          label="企业名称"
          rules={[
            { required: true, whitespace: true, message: '请填写企业名称' },
            { max: 50, message: '企业名称最多 50 个字' },
          ]}
        >
          <Input maxLength={50} placeholder="企业全称" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="contactName" label="联系人" style={{ flex: 1 }} rules={[{ max: 32 }]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label="联系电话"
            style={{ flex: 1 }}
            rules={[{ pattern: PHONE_PATTERN, message: '请输入正确的 11 位手机号' }]}
          >
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
        </div>
        <Form.Item
          name="superAdminUsername"
          label="企业超级管理员账号"
          extra="填写已注册的用户名，该用户将成为企业超级管理员；可稍后再指定。"
        >
          <Input maxLength={32} placeholder="用户名" />
        </Form.Item>
        <Form.Item
          name="autoIssue"
          label="每日自动发放制作栗"
          valuePropName="checked"
          extra="开启后，企业成员每天自动获得制作栗；关闭则由企业管理员分配。"
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
