import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { authText } from '../../../locales/zh-CN/auth';
import { type PhoneCodeScene, useSendPhoneCode } from '../api/phone-code.api';

const DEFAULT_COOLDOWN_SECONDS = 60;

interface SmsCodeButtonProps {
  /** Validates and returns the phone number, or null when the field is invalid (the form shows why). */
  getPhone: () => Promise<string | null>;
  scene: PhoneCodeScene;
  size?: 'middle' | 'large';
}

/** 获取验证码 with the 60-second countdown the server asks for (resendAfterSeconds). */
export function SmsCodeButton({ getPhone, scene, size }: SmsCodeButtonProps) {
  const { message } = App.useApp();
  const send = useSendPhoneCode();
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const onClick = async () => {
    const phone = await getPhone();
    if (!phone) return;
    try {
      const { resendAfterSeconds } = await send.mutateAsync({ phone, scene });
      message.success(authText.codeSent);
      setLeft(resendAfterSeconds > 0 ? resendAfterSeconds : DEFAULT_COOLDOWN_SECONDS);
    } catch (error) {
      message.error(apiErrorMessage(error, authText.codeSendFailed));
    }
  };

  return (
    <Button
      onClick={onClick}
      loading={send.isPending}
      disabled={left > 0}
      size={size}
      style={{ minWidth: 116 }}
    >
      {left > 0 ? authText.resendIn(left) : authText.getCode}
    </Button>
  );
}
