import {
  CheckCircleFilled,
  CloseCircleOutlined,
  DesktopOutlined,
  ExclamationCircleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Spin, Tabs } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { apiErrorMessage, isApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import {
  clearLocalSession,
  endServerSession,
  fetchUserInfo,
  type SessionUser,
  useSessionStore,
} from '../../session';
import { actOnQrCode, type QrPhoneAction } from '../api/qr-phone-action.api';
import { AccountLoginForm } from '../components/AccountLoginForm';
import { AccountRegisterForm } from '../components/AccountRegisterForm';
import { PhoneLoginForm } from '../components/PhoneLoginForm';
import { PhoneRegisterForm } from '../components/PhoneRegisterForm';
import { SignInContext, type SignInTarget } from '../hooks/sign-in-context';
import styles from './QrConfirmPage.module.css';

type Phase =
  | { kind: 'checking' }
  | { kind: 'signIn' }
  | { kind: 'scanning'; user: SessionUser }
  | { kind: 'ready'; user: SessionUser }
  | { kind: 'confirmed'; user: SessionUser }
  | { kind: 'cancelled' }
  | { kind: 'invalid'; message: string };

const SESSION_INVALID = 400404;
const INVALID_QR = '二维码无效，请在电脑上重新打开扫码登录';

/** Remembers across the account channel's page reload that this phone already scanned the code. */
const scannedKey = (qrId: string) => `lizi:qrScanned:${qrId}`;

function StateBlock({
  icon,
  tone = 'brand',
  title,
  text,
  children,
}: {
  icon: ReactNode;
  tone?: 'brand' | 'ok' | 'muted';
  title: string;
  text?: ReactNode;
  children?: ReactNode;
}) {
  const toneClass = tone === 'ok' ? styles.stateIconOk : tone === 'muted' ? styles.stateIconMuted : '';
  return (
    <div className={styles.state} role="status">
      <span className={`${styles.stateIcon} ${toneClass}`}>{icon}</span>
      <div className={styles.stateTitle}>{title}</div>
      {text ? <div className={styles.stateText}>{text}</div> : null}
      {children}
    </div>
  );
}

function SignInPanel({ target }: { target: SignInTarget }) {
  const [register, setRegister] = useState(false);
  const items = register
    ? [
        { key: 'phone', label: '手机注册', children: <PhoneRegisterForm /> },
        { key: 'account', label: '账号注册', children: <AccountRegisterForm /> },
      ]
    : [
        { key: 'phone', label: '手机登录', children: <PhoneLoginForm /> },
        { key: 'account', label: '账号登录', children: <AccountLoginForm /> },
      ];
  return (
    <SignInContext.Provider value={target}>
      <h1 className={styles.heading}>{register ? '注册后确认登录' : '登录后确认'}</h1>
      <p className={styles.sub}>
        {register ? '注册完成后即可确认电脑端登录' : `请先在手机上登录${appConfig.appName}，再确认电脑端登录`}
      </p>
      <Tabs key={register ? 'register' : 'login'} items={items} centered destroyOnHidden />
      <div className={styles.switchLine}>
        {register ? '已有账号？' : '还没有账号？'}
        <button type="button" className={styles.linkButton} onClick={() => setRegister(!register)}>
          {register ? '去登录' : '立即注册'}
        </button>
      </div>
    </SignInContext.Provider>
  );
}

/**
 * /m/qrConfirm?qrId=… — what the desktop QR opens on a phone. Signs the person in right here when needed
 * (phone, account or registration; the account channel comes back to this page), marks the code scanned,
 * then 确认登录 or 取消.
 */
export default function QrConfirmPage() {
  const [search] = useSearchParams();
  const qrId = search.get('qrId') ?? '';
  const setUser = useSessionStore((s) => s.setUser);
  const [phase, setPhase] = useState<Phase>(() =>
    qrId.length >= 8 ? { kind: 'checking' } : { kind: 'invalid', message: INVALID_QR },
  );
  const [busy, setBusy] = useState<QrPhoneAction | null>(null);
  const started = useRef(false);

  const fail = useCallback((error: unknown) => {
    if (isApiError(error) && error.code === SESSION_INVALID) setPhase({ kind: 'signIn' });
    else setPhase({ kind: 'invalid', message: apiErrorMessage(error, INVALID_QR) });
  }, []);

  const scan = useCallback(
    async (user: SessionUser) => {
      setUser(user);
      setPhase({ kind: 'scanning', user });
      if (sessionStorage.getItem(scannedKey(qrId))) {
        setPhase({ kind: 'ready', user });
        return;
      }
      try {
        await actOnQrCode(qrId, 'scan');
        sessionStorage.setItem(scannedKey(qrId), '1');
        setPhase({ kind: 'ready', user });
      } catch (error) {
        fail(error);
      }
    },
    [qrId, setUser, fail],
  );

  useEffect(() => {
    // Once per page, also under StrictMode's double effects: scanning twice would fail the second time.
    if (phase.kind !== 'checking' || started.current) return;
    started.current = true;
    fetchUserInfo({ quiet: true }).then(
      (user) => void scan(user),
      () => setPhase({ kind: 'signIn' }),
    );
  }, [phase.kind, scan]);

  const act = async (user: SessionUser, action: 'confirm' | 'cancel') => {
    setBusy(action);
    try {
      await actOnQrCode(qrId, action);
      setPhase(action === 'confirm' ? { kind: 'confirmed', user } : { kind: 'cancelled' });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const switchAccount = async () => {
    await endServerSession();
    clearLocalSession();
    setPhase({ kind: 'signIn' });
  };

  const target = useMemo<SignInTarget>(
    () => ({
      redirectTo: `/m/qrConfirm?qrId=${encodeURIComponent(qrId)}`,
      onSignedIn: (user) => {
        if (user) void scan(user);
        else setPhase({ kind: 'checking' });
      },
    }),
    [qrId, scan],
  );

  let body: ReactNode;
  switch (phase.kind) {
    case 'checking':
    case 'scanning':
      body = <StateBlock icon={<Spin />} tone="muted" title="正在确认二维码…" />;
      break;
    case 'signIn':
      body = <SignInPanel target={target} />;
      break;
    case 'ready':
      body = (
        <StateBlock
          icon={<DesktopOutlined />}
          title="电脑端登录确认"
          text={`确认后，电脑上将以以下身份登录${appConfig.appName}`}
        >
          <div className={styles.who}>
            {phase.user.avatar ? (
              <Avatar size={44} src={phase.user.avatar} />
            ) : (
              <Avatar size={44} icon={<UserOutlined />} />
            )}
            <div>
              <div className={styles.whoName}>{phase.user.realname}</div>
              <div className={styles.whoMeta}>
                {phase.user.phoneMask ?? phase.user.username ?? ''}
                {phase.user.enterprise ? ` · ${phase.user.enterprise.name}` : ''}
              </div>
            </div>
          </div>
          <div className={styles.actions}>
            <Button
              type="primary"
              size="large"
              block
              loading={busy === 'confirm'}
              disabled={busy !== null}
              onClick={() => void act(phase.user, 'confirm')}
            >
              确认登录
            </Button>
            <Button
              size="large"
              block
              loading={busy === 'cancel'}
              disabled={busy !== null}
              onClick={() => void act(phase.user, 'cancel')}
            >
              取消
            </Button>
          </div>
          <div className={styles.switchLine}>
            不是你？
            <button type="button" className={styles.linkButton} onClick={() => void switchAccount()}>
              切换账号
            </button>
          </div>
        </StateBlock>
      );
      break;
    case 'confirmed':
      body = (
        <StateBlock
          icon={<CheckCircleFilled />}
          tone="ok"
          title="已确认登录"
          text="电脑端正在登录，请回到电脑上继续操作。本页面可以关闭。"
        />
      );
      break;
    case 'cancelled':
      body = (
        <StateBlock
          icon={<CloseCircleOutlined />}
          tone="muted"
          title="已取消登录"
          text="电脑端不会登录。如需登录，请在电脑上刷新二维码后重新扫码。"
        />
      );
      break;
    case 'invalid':
      body = (
        <StateBlock
          icon={<ExclamationCircleOutlined />}
          tone="muted"
          title="无法确认登录"
          text={phase.message}
        />
      );
      break;
  }

  return (
    <div className={styles.page}>
      <div className={styles.shell}>
        <div className={styles.brand}>
          <BrandLogo to={null} subtitle="扫码登录" />
        </div>
        <section className={styles.card}>{body}</section>
        <div className={styles.foot}>请确认是你本人在电脑上发起的登录，切勿为他人扫码</div>
      </div>
    </div>
  );
}
