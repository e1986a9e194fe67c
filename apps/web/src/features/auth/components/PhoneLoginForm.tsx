import { App, Button, Form } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { authText } from '../../../locales/zh-CN/auth';
import { usePhoneLogin } from '../api/phone-login.api';
import { useSignInTarget } from '../hooks/sign-in-context';
import { PhoneCodeFields } from './PhoneCodeFields';

interface PhoneValues {
  phone: string;
  code: string;
}

/** Phone channel: SMS code → POST /v1/user/login, which answers with the user and sets the cookie. */
export function PhoneLoginForm() {
  const { onSignedIn } = useSignInTarget();
  const { message } = App.useApp();
  const [form] = Form.useForm<PhoneValues>();
  const login = usePhoneLogin();

  const onFinish = async (values: PhoneValues) => {
    try {
      onSignedIn(await login.mutateAsync(values));
    } catch (error) {
      message.error(apiErrorMessage(error, authText.phoneLoginFailed));
    }
  };

  return (
    <Form form={form} size="large" onFinish={onFinish} requiredMark={false}>
      <PhoneCodeFields scene="login" />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}
