import { App, Form, Input, Modal, Select } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { projectApplyFormText as text } from '../../../locales/zh-CN/account';
import {
  type ProjectPermissionApplication,
  useApplyProjectPermission,
} from '../api/project-permission-apply.api';
import styles from './AccountDialogs.module.css';

interface ProjectApplyDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 团队协作 needs prior application (spec §2): 立即申请 in the confirm opens this form; the company's admins
 * review it in 企业后台 → 项目管理. Success toasts 申请成功; a failure the server's message or 申请失败.
 */
export function ProjectApplyDialog({ open, onClose }: ProjectApplyDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ProjectPermissionApplication>();
  const apply = useApplyProjectPermission();

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await apply.mutateAsync({
        teamName: values.teamName.trim(),
        projectType: values.projectType,
        reason: values.reason.trim(),
      });
      message.success(text.success);
      form.resetFields();
      onClose();
    } catch (error) {
      message.error(apiErrorMessage(error, text.failed));
    }
  };

  return (
    <Modal
      open={open}
      centered
      width={520}
      title={text.title}
      okText={text.submit}
      cancelText="取消"
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={apply.isPending}
      destroyOnHidden
    >
      <p className={styles.heroText} style={{ margin: '0 0 16px', maxWidth: 'none' }}>
        {text.intro}
      </p>
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item
          name="teamName"
          label="团队名称"
          rules={[
            { required: true, whitespace: true, message: '请填写团队名称' },
            { max: 50, message: '团队名称最多 50 个字' },
          ]}
        >
          <Input placeholder="如：星河影视制作组" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="projectType"
          label="项目类型"
          rules={[{ required: true, message: '请选择项目类型' }]}
        >
          <Select
            placeholder="请选择"
            options={text.projectTypes.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label="申请说明"
          rules={[
            { required: true, whitespace: true, message: '请填写申请说明' },
            { max: 500, message: '申请说明最多 500 个字' },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="项目简介、团队规模、计划周期等" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
