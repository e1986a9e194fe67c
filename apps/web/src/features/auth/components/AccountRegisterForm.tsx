import { IdcardOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { authText } from '../../../locales/zh-CN/auth';
import { useRegister } from '../api/register.api';
import { useSignInTarget } from '../hooks/sign-in-context';
import { useSealedCipher } from '../hooks/use-sealed-cipher';
import { CAPTCHA_RULES, PASSWORD_RULES, REALNAME_RULES, USERNAME_RULES } from '../login-rules';
import { CaptchaImage } from './CaptchaImage';
import styles from './LoginForms.module.css';

interface AccountRegisterValues {
  realname: string;
  username: string;
  password: string;
  confirm: string;
  code: string;
}

/** Account channel, register mode: the same sealed protocol as sign-in, with the real name added. */
export function AccountRegisterForm() {
  const { onSignedIn } = useSignInTarget();
  const { message } = App.useApp();
  const [form] = Form.useForm<AccountRegisterValues>();
  const registration = useRegister();
  const { seal, renew, captcha } = useSealedCipher('local', 'register');

  const onFinish = async (values: AccountRegisterValues) => {
    const data = await seal({
      username: values.username.trim(),
      password: values.password,
      code: values.code.trim(),
      realname: values.realname.trim(),
    });
    if (!data) return;
    try {
      const user = await registration.mutateAsync({
        channel: 'oa',
        cipher_id: data.cipherId,
        register_data: data.sealed,
      });
      message.success(authText.registered);
      onSignedIn(user);
    } catch (error) {
      message.error(apiErrorMessage(error, authText.registerFailed));
      form.setFieldValue('code', '');
      renew();
    }
  };

  return (
    <Form form={form} size="large" onFinish={onFinish} requiredMark={false}>
      <Form.Item name="realname" rules={REALNAME_RULES}>
        <Input prefix={<IdcardOutlined />} placeholder="姓名" autoComplete="name" maxLength={32} />
      </Form.Item>
      <Form.Item name="username" rules={USERNAME_RULES}>
        <Input prefix={<UserOutlined />} placeholder="用户名（字母开头，4–32 位）" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={PASSWORD_RULES}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="设置密码（8–64 位，含字母和数字）"
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入密码' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || getFieldValue('password') === value
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="确认密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item>
        <div className={styles.inline}>
          <Form.Item name="code" noStyle rules={CAPTCHA_RULES}>
            <Input prefix={<SafetyOutlined />} placeholder="图形验证码" maxLength={8} autoComplete="off" />
          </Form.Item>
          <CaptchaImage {...captcha} />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={registration.isPending}>
        注册并登录
      </Button>
    </Form>
  );
}
