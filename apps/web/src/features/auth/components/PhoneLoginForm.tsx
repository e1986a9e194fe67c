import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { login } from '../api/login.api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { PHONE_RULES, SMS_CODE_RULES } from '../login-rules';
import styles from './LoginForms.module.css';
import { SmsCodeButton } from './SmsCodeButton';

interface PhoneValues {
  phone: string;
  smsCode: string;
}

export function PhoneLoginForm() {
  const [form] = Form.useForm<PhoneValues>();
  const [submitting, setSubmitting] = useState(false);
  const { succeed, fail } = useFinishLogin();

  const getPhone = async () => {
    try {
      const { phone } = await form.validateFields(['phone']);
      return phone;
    } catch {
      return null;
    }
  };

  const onFinish = async (values: PhoneValues) => {
    setSubmitting(true);
    try {
      succeed(await login({ channel: 'phone', ...values }));
    } catch (error) {
      fail(error, '登录失败，请稍后重试');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={onFinish} requiredMark={false}>
      <Form.Item name="phone" rules={PHONE_RULES}>
        <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item>
        <div className={styles.inline}>
          <Form.Item name="smsCode" noStyle rules={SMS_CODE_RULES}>
            <Input
              prefix={<MailOutlined />}
              placeholder="短信验证码"
              maxLength={6}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton getPhone={getPhone} scene="login" />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
