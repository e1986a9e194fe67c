import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { login } from '../api/login.api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { CaptchaImage } from './CaptchaImage';
import styles from './LoginForms.module.css';

interface AccountValues {
  username: string;
  password: string;
  code: string;
}

export function AccountLoginForm() {
  const [form] = Form.useForm<AccountValues>();
  const [submitting, setSubmitting] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(() => Date.now());
  const { succeed, fail } = useFinishLogin();

  const onFinish = async (values: AccountValues) => {
    setSubmitting(true);
    try {
      succeed(await login({ channel: 'oa', ...values }));
    } catch (error) {
      fail(error, '登录失败，请稍后重试');
      // A captcha is single-use: whatever went wrong, the next attempt needs a fresh one.
      setCaptchaKey(Date.now());
      form.setFieldValue('code', '');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={onFinish} autoComplete="on" requiredMark={false}>
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="账号 / 手机号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item>
        <div className={styles.inline}>
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, whitespace: true, message: '请输入图形验证码' }]}
          >
            <Input prefix={<SafetyOutlined />} placeholder="图形验证码" maxLength={6} autoComplete="off" />
          </Form.Item>
          <CaptchaImage refreshKey={captchaKey} onRefresh={() => setCaptchaKey(Date.now())} />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
