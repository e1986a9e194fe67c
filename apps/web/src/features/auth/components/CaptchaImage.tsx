import { ReloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { captchaImageUrl } from '../api/captcha.api';
import styles from './LoginForms.module.css';

/** Click to get a new code; a failed load shows a refresh hint instead of a broken image. */
export function CaptchaImage({ refreshKey, onRefresh }: { refreshKey: number; onRefresh: () => void }) {
  const [failedKey, setFailedKey] = useState<number | null>(null);
  const failed = failedKey === refreshKey;
  return (
    <button type="button" className={styles.captcha} onClick={onRefresh} title="看不清？换一张">
      {failed ? (
        <span className={styles.captchaFallback}>
          <ReloadOutlined /> 点击刷新
        </span>
      ) : (
        <img
          key={refreshKey}
          src={captchaImageUrl(refreshKey)}
          alt="图形验证码"
          width={112}
          height={38}
          onError={() => setFailedKey(refreshKey)}
        />
      )}
    </button>
  );
}
