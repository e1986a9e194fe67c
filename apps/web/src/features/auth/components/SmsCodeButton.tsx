import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { type PhoneCodeScene, sendPhoneCode } from '../api/phone-code.api';

const COOLDOWN_SECONDS = 60;

interface SmsCodeButtonProps {
  /** Validates and returns the phone number, or null when the field is invalid (the form shows why). */
  getPhone: () => Promise<string | null>;
  scene: PhoneCodeScene;
}

export function SmsCodeButton({ getPhone, scene }: SmsCodeButtonProps) {
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const onClick = async () => {
    const phone = await getPhone();
    if (!phone) return;
    setSending(true);
    try {
      await sendPhoneCode(phone, scene);
      message.success('验证码已发送，请注意查收');
      setLeft(COOLDOWN_SECONDS);
    } catch (error) {
      message.error(apiErrorMessage(error, '验证码发送失败，请稍后重试'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={onClick} loading={sending} disabled={left > 0} style={{ minWidth: 112 }}>
      {left > 0 ? `${left} 秒后重发` : '获取验证码'}
    </Button>
  );
}
