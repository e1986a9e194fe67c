import { IdcardOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { authText } from '../../../locales/zh-CN/auth';
import { useRegister } from '../api/register.api';
import { useSignInTarget } from '../hooks/sign-in-context';
import { PHONE_RULES, REALNAME_RULES, SMS_CODE_RULES } from '../login-rules';
import styles from './LoginForms.module.css';
import { SmsCodeButton } from './SmsCodeButton';

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

  const getPhone = () =>
    form.validateFields(['phone']).then(
      ({ phone }) => phone,
      () => null,
    );

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
          <SmsCodeButton getPhone={getPhone} scene="register" size="large" />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={registration.isPending}>
        注册并登录
      </Button>
    </Form>
  );
}
