import { IdcardOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { authText } from '../../../locales/zh-CN/auth';
import { useRegister } from '../api/register.api';
import { useSignInTarget } from '../hooks/sign-in-context';
import { REALNAME_RULES } from '../login-rules';
import { PhoneCodeFields } from './PhoneCodeFields';

interface PhoneRegisterValues {
  realname: string;
  phone: string;
  code: string;
}

/** Phone channel, register mode: name, phone and SMS code; the account signs in at once. */
export function PhoneRegisterForm() {
  const { onSignedIn } = useSignInTarget();
  const { message } = App.useApp();
  const [form] = Form.useForm<PhoneRegisterValues>();
  const registration = useRegister();

  const onFinish = async (values: PhoneRegisterValues) => {
    try {
      const user = await registration.mutateAsync({
        channel: 'phone',
        ...values,
        realname: values.realname.trim(),
      });
      message.success(authText.registered);
      onSignedIn(user);
    } catch (error) {
      message.error(apiErrorMessage(error, authText.registerFailed));
    }
  };

  return (
    <Form form={form} size="large" onFinish={onFinish} requiredMark={false}>
      <Form.Item name="realname" rules={REALNAME_RULES}>
        <Input prefix={<IdcardOutlined />} placeholder="姓名" autoComplete="name" maxLength={32} />
      </Form.Item>
      <PhoneCodeFields scene="register" />
      <Button type="primary" htmlType="submit" block loading={registration.isPending}>
        注册并登录
      </Button>
    </Form>
  );
}
