import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ulpAuthUrl } from '../../../lib/ulp';
import { ulpErrorMessage } from '../api/ulp-client';
import { ulpLogin } from '../api/ulp-login.api';
import { useSignInTarget } from '../hooks/sign-in-context';
import { useSealedCipher } from '../hooks/use-sealed-cipher';
import { CAPTCHA_RULES, LOGIN_PASSWORD_RULES, LOGIN_USERNAME_RULES } from '../login-rules';
import { CaptchaImage } from './CaptchaImage';
import styles from './LoginForms.module.css';

interface AccountValues {
  username: string;
  password: string;
  code: string;
}

/**
 * Account channel (oa) through the unified login (spec §7): seal {username, password, code} with the
 * cipher's key, GET /v2/user/login for a token, then let the browser go to /auth, which sets the cookie and
 * redirects to the target (or back here with ?error=).
 */
export function AccountLoginForm() {
  const { redirectTo } = useSignInTarget();
  const { message } = App.useApp();
  const [form] = Form.useForm<AccountValues>();
  const [submitting, setSubmitting] = useState(false);
  const { seal, renew, captcha } = useSealedCipher('ulp', 'login');

  const retry = () => {
    form.setFieldValue('code', '');
    renew();
    setSubmitting(false);
  };

  const onFinish = async (values: AccountValues) => {
    setSubmitting(true);
    const data = await seal({
      username: values.username.trim(),
      password: values.password,
      code: values.code.trim(),
    });
    if (!data) return retry();
    try {
      const { token } = await ulpLogin({
        cipherId: data.cipherId,
        loginData: data.sealed,
        redirectPath: redirectTo,
      });
      if (!token) throw { code: -2, msg: '', data: null };
      // The button keeps spinning while the browser leaves for /auth.
      window.location.assign(ulpAuthUrl(token, redirectTo));
    } catch (error) {
      message.error(ulpErrorMessage(error, 'login'));
      retry();
    }
  };

  return (
    <Form form={form} size="large" onFinish={onFinish} autoComplete="on" requiredMark={false}>
      <Form.Item name="username" rules={LOGIN_USERNAME_RULES}>
        <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={LOGIN_PASSWORD_RULES}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item>
        <div className={styles.inline}>
          <Form.Item name="code" noStyle rules={CAPTCHA_RULES}>
            <Input prefix={<SafetyOutlined />} placeholder="图形验证码" maxLength={8} autoComplete="off" />
          </Form.Item>
          <CaptchaImage {...captcha} />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
