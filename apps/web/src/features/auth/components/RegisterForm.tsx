import { IdcardOutlined, LockOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { register } from '../api/register.api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { PASSWORD_RULES, PHONE_RULES, SMS_CODE_RULES } from '../login-rules';
import styles from './LoginForms.module.css';
import { SmsCodeButton } from './SmsCodeButton';

interface RegisterValues {
  realname: string;
  phone: string;
  smsCode: string;
  password: string;
  confirm: string;
}

export function RegisterForm() {
  const [form] = Form.useForm<RegisterValues>();
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

  const onFinish = async ({ confirm: _confirm, ...values }: RegisterValues) => {
    setSubmitting(true);
    try {
      succeed(await register(values));
    } catch (error) {
      fail(error, '注册失败，请稍后重试');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={onFinish} requiredMark={false}>
      <Form.Item
        name="realname"
        rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { max: 20 }]}
      >
        <Input prefix={<IdcardOutlined />} placeholder="姓名" autoComplete="name" />
      </Form.Item>
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
          <SmsCodeButton getPhone={getPhone} scene="register" />
        </div>
      </Form.Item>
      <Form.Item name="password" rules={PASSWORD_RULES}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="设置密码（至少 8 位，含字母和数字）"
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
      <Button type="primary" htmlType="submit" block loading={submitting}>
        注册并登录
      </Button>
    </Form>
  );
}
