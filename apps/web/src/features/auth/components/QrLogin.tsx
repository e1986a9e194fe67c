import { QrcodeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useEffect, useState } from 'react';
import { appConfig } from '../../../lib/app-config';
import { getUlpQrCode, type UlpQrCode } from '../api/qr-code.api';
import styles from './LoginForms.module.css';

type QrState = { status: 'loading' } | { status: 'ready'; code: UlpQrCode } | { status: 'failed' };

/** Scan-to-login area. Issue 3 adds polling of ulpCheckQRCode and expiry; this shows and refreshes the code. */
export function QrLogin() {
  const [state, setState] = useState<QrState>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const code = await getUlpQrCode();
      setState(code?.qrUrl ? { status: 'ready', code } : { status: 'failed' });
    } catch {
      setState({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className={styles.qrArea}>
      <div className={styles.qrFrame}>
        {state.status === 'loading' ? <Spin /> : null}
        {state.status === 'ready' ? <QRCodeSVG value={state.code.qrUrl} size={176} marginSize={0} /> : null}
        {state.status === 'failed' ? (
          <div className={styles.qrPlaceholder}>
            <QrcodeOutlined className={styles.qrPlaceholderIcon} />
            <span>二维码暂时无法获取</span>
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void load()}>
              刷新二维码
            </Button>
          </div>
        ) : null}
      </div>
      <div className={styles.qrText}>
        请使用<strong> {appConfig.appName} App </strong>扫一扫登录
      </div>
    </div>
  );
}
