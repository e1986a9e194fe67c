import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type { PhoneCodeScene } from '../api/phone-code.api';
import { PHONE_RULES, SMS_CODE_RULES } from '../login-rules';
import styles from './PhoneCodeFields.module.css';
import { SmsCodeButton } from './SmsCodeButton';

/**
 * The phone + SMS code pair used by phone sign-in, phone registration and phone binding. Fields are named
 * `phone` and `code` in the surrounding antd Form; the send button validates the phone first.
 */
export function PhoneCodeFields({ scene }: { scene: PhoneCodeScene }) {
  const form = Form.useFormInstance<{ phone: string }>();
  const getPhone = () =>
    form.validateFields(['phone']).then(
      ({ phone }) => phone,
      () => null,
    );
  return (
    <>
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
          <SmsCodeButton getPhone={getPhone} scene={scene} size="large" />
        </div>
      </Form.Item>
    </>
  );
}
