import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { authText } from '../../../locales/zh-CN/auth';
import { usePhoneLogin } from '../api/phone-login.api';
import { useSignInTarget } from '../hooks/sign-in-context';
import { PHONE_RULES, SMS_CODE_RULES } from '../login-rules';
import styles from './LoginForms.module.css';
import { SmsCodeButton } from './SmsCodeButton';

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

  const getPhone = () =>
    form.validateFields(['phone']).then(
      ({ phone }) => phone,
      () => null,
    );

  const onFinish = async (values: PhoneValues) => {
    try {
      onSignedIn(await login.mutateAsync(values));
    } catch (error) {
      message.error(apiErrorMessage(error, authText.phoneLoginFailed));
    }
  };

  return (
    <Form form={form} size="large" onFinish={onFinish} requiredMark={false}>
      <Form.Item name="phone" rules={PHONE_RULES}>
        <Input
          prefix={<MobileOutlined />}
          placeholder="手机号"
          maxLength={11}
          autoComplete="tel"
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item>
        <div className={styles.inline}>
          <Form.Item name="code" noStyle rules={SMS_CODE_RULES}>
            <Input
              prefix={<MailOutlined />}
              placeholder="短信验证码"
              maxLength={6}
              autoComplete="one-time-code"
              inputMode="numeric"
            />
          </Form.Item>
          <SmsCodeButton getPhone={getPhone} scene="login" size="large" />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}
