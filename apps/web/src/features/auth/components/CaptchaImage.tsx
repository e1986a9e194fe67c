import { LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { authText } from '../../../locales/zh-CN/auth';
import { captchaImageUrl } from '../api/captcha.api';
import type { CipherSource } from '../api/cipher.api';
import styles from './LoginForms.module.css';

interface CaptchaImageProps {
  /** The captcha is drawn for this cipher; none yet (loading or failed) shows a hint instead. */
  cipherId: string | undefined;
  source: CipherSource;
  loading: boolean;
  /** Fetches a new cipher, and so a new picture. */
  onRefresh: () => void;
}

/** Click for a new picture; a failed load shows 点击刷新 instead of a broken image. */
export function CaptchaImage({ cipherId, source, loading, onRefresh }: CaptchaImageProps) {
  const [failedId, setFailedId] = useState<string | null>(null);
  let content = (
    <span className={styles.captchaFallback}>
      <ReloadOutlined /> {authText.captchaRefresh}
    </span>
  );
  if (loading) {
    content = (
      <span className={styles.captchaFallback}>
        <LoadingOutlined />
      </span>
    );
  } else if (cipherId && failedId !== cipherId) {
    content = (
      <img
        key={cipherId}
        src={captchaImageUrl(cipherId, source)}
        alt={authText.captchaAlt}
        width={120}
        height={40}
        onError={() => setFailedId(cipherId)}
      />
    );
  }
  return (
    <button
      type="button"
      className={styles.captcha}
      onClick={onRefresh}
      title={authText.captchaHint}
      aria-label={authText.captchaHint}
      data-testid="captcha"
    >
      {content}
    </button>
  );
}
