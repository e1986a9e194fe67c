import {
  CheckCircleFilled,
  ClockCircleOutlined,
  QrcodeOutlined,
  ReloadOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useEffect } from 'react';
import { appConfig } from '../../../lib/app-config';
import { qrText } from '../../../locales/zh-CN/auth';
import { useQrCheck } from '../api/qr-check.api';
import { useQrCode } from '../api/qr-code.api';
import { useSignInTarget } from '../hooks/sign-in-context';
import styles from './LoginForms.module.css';

function Overlay({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <div className={styles.qrOverlay} role="status">
      <span className={styles.qrOverlayIcon}>{icon}</span>
      <span className={styles.qrOverlayText}>{text}</span>
      {action}
    </div>
  );
}

/**
 * App-authorisation channel (appauth): a QR of the phone confirm page, polled every 2 s. Scanned shows
 * 已扫码，请在手机上确认; confirmed means the poll answer set the cookie, so go on; expired or cancelled
 * offers a new code.
 */
export function QrLogin({ mode = 'login' }: { mode?: 'login' | 'register' }) {
  const { onSignedIn } = useSignInTarget();
  const qr = useQrCode();
  const check = useQrCheck(qr.data);
  const status = check.data?.status ?? 'waiting';

  useEffect(() => {
    if (status === 'confirmed') onSignedIn(null);
  }, [status, onSignedIn]);

  const refresh = (
    <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={() => void qr.refetch()}>
      {qrText.refresh}
    </Button>
  );

  let overlay: ReactNode = null;
  if (status === 'scanned') overlay = <Overlay icon={<CheckCircleFilled />} text={qrText.scanned} />;
  else if (status === 'confirmed') overlay = <Overlay icon={<Spin />} text={qrText.confirmed} />;
  else if (status === 'expired')
    overlay = <Overlay icon={<ClockCircleOutlined />} text={qrText.expired} action={refresh} />;
  else if (status === 'cancelled')
    overlay = <Overlay icon={<StopOutlined />} text={qrText.cancelled} action={refresh} />;

  return (
    <div className={styles.qrArea}>
      <div className={styles.qrFrame} data-testid="qr-frame">
        {qr.isFetching && !qr.data ? <Spin /> : null}
        {qr.data ? (
          <QRCodeSVG
            value={qr.data.confirmUrl}
            size={176}
            marginSize={0}
            fgColor="#2b211b"
            data-confirm-url={qr.data.confirmUrl}
          />
        ) : null}
        {qr.isError && !qr.isFetching ? (
          <div className={styles.qrPlaceholder}>
            <QrcodeOutlined className={styles.qrPlaceholderIcon} />
            <span>{qrText.loadFailed}</span>
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void qr.refetch()}>
              {qrText.refresh}
            </Button>
          </div>
        ) : null}
        {qr.data && !qr.isFetching ? overlay : null}
        {qr.data && qr.isFetching ? <Overlay icon={<Spin />} text="正在刷新…" /> : null}
      </div>
      <div className={styles.qrText}>{qrText.scanHint(appConfig.appName)}</div>
      {mode === 'register' ? <div className={styles.qrSubText}>{qrText.registerHint}</div> : null}
    </div>
  );
}
