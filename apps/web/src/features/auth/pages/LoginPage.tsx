import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, ConfigProvider, Tabs } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { appConfig } from '../../../lib/app-config';
import { safeRedirect } from '../../../lib/navigation';
import { type SessionUser, useSessionStore } from '../../session';
import { AccountLoginForm } from '../components/AccountLoginForm';
import { AccountRegisterForm } from '../components/AccountRegisterForm';
import { PhoneLoginForm } from '../components/PhoneLoginForm';
import { PhoneRegisterForm } from '../components/PhoneRegisterForm';
import { QrLogin } from '../components/QrLogin';
import { SignInContext, type SignInTarget } from '../hooks/sign-in-context';
import { type LoginChannel, loginBrands } from '../login-brand';
import styles from './LoginPage.module.css';

type Mode = 'login' | 'register';

const tabLabels: Record<Mode, Record<LoginChannel, string>> = {
  login: { account: '账号登录', phone: '手机登录', qr: '扫码登录' },
  register: { account: '账号注册', phone: '手机注册', qr: '扫码注册' },
};

const panes: Record<Mode, Record<LoginChannel, () => ReactNode>> = {
  login: { account: () => <AccountLoginForm />, phone: () => <PhoneLoginForm />, qr: () => <QrLogin /> },
  register: {
    account: () => <AccountRegisterForm />,
    phone: () => <PhoneRegisterForm />,
    qr: () => <QrLogin mode="register" />,
  },
};

/**
 * /LoginView (spec §2, §5): account, phone and QR channels in login and register mode, per-variant look.
 * `redirect` says where to go afterwards (same-site paths only, default /dashboard); `error` carries the
 * unified login's failure message back from /auth.
 */
export default function LoginPage() {
  const brand = loginBrands[appConfig.siteVariant];
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const setUser = useSessionStore((s) => s.setUser);
  const [mode, setMode] = useState<Mode>(search.get('mode') === 'register' ? 'register' : 'login');
  const theme = useMemo(() => ({ token: { colorPrimary: brand.accent, colorLink: brand.accent } }), [brand]);
  const redirectTo = safeRedirect(search.get('redirect'));
  const error = search.get('error');
  const year = new Date().getFullYear();

  const onSignedIn = useCallback(
    (user: SessionUser | null) => {
      // Without a user (QR channel) the guard fetches it on the way in.
      setUser(user);
      navigate(redirectTo, { replace: true });
    },
    [navigate, redirectTo, setUser],
  );
  const target = useMemo<SignInTarget>(() => ({ redirectTo, onSignedIn }), [redirectTo, onSignedIn]);

  const dismissError = () => {
    const next = new URLSearchParams(search);
    next.delete('error');
    setSearch(next, { replace: true });
  };

  return (
    <ConfigProvider theme={theme}>
      <SignInContext.Provider value={target}>
        <div
          className={styles.page}
          style={{ ['--login-accent' as string]: brand.accent }}
          data-variant={appConfig.siteVariant}
        >
          <aside className={styles.panel} style={{ background: brand.panel }}>
            <div className={styles.panelGlow} aria-hidden />
            <BrandLogo tone="light" size="large" to={null} subtitle={brand.eyebrow} />
            <div className={styles.panelBody}>
              <h1 className={styles.headline}>{brand.headline}</h1>
              <p className={styles.lead}>{brand.lead}</p>
              <ul className={styles.features}>
                {brand.features.map((feature) => (
                  <li key={feature.title}>
                    <CheckCircleFilled className={styles.featureIcon} />
                    <div>
                      <div className={styles.featureTitle}>{feature.title}</div>
                      <div className={styles.featureText}>{feature.text}</div>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            <div className={styles.panelFoot}>
              © {year} {appConfig.appName} · AI 生成内容均带有“AI生成”标识
            </div>
          </aside>

          <main className={styles.formSide}>
            <div className={styles.card}>
              <div className={styles.mobileLogo}>
                <BrandLogo to={null} />
              </div>
              <h2 className={styles.cardTitle}>
                {mode === 'login' ? `登录${appConfig.appName}` : '注册新账号'}
              </h2>
              <p className={styles.cardSubtitle}>
                {mode === 'login' ? brand.welcome : '注册后即可开始 AI 影视创作'}
              </p>

              {error ? (
                <Alert
                  className={styles.error}
                  type="error"
                  showIcon
                  title={error}
                  closable={{ onClose: dismissError, 'aria-label': '关闭' }}
                />
              ) : null}

              <Tabs
                key={mode}
                className={styles.tabs}
                items={brand.tabOrder.map((key) => ({
                  key,
                  label: tabLabels[mode][key],
                  children: panes[mode][key](),
                }))}
                destroyOnHidden
              />

              <div className={styles.switch}>
                {mode === 'login' ? (
                  <>
                    还没有账号？
                    <button type="button" className={styles.switchButton} onClick={() => setMode('register')}>
                      立即注册
                    </button>
                  </>
                ) : (
                  <>
                    已有账号？
                    <button type="button" className={styles.switchButton} onClick={() => setMode('login')}>
                      返回登录
                    </button>
                  </>
                )}
              </div>

              <div className={styles.agreement}>
                {mode === 'login' ? '登录' : '注册'}即表示您已阅读并同意
                <a href="/other/userAgreement" target="_blank" rel="noopener noreferrer">
                  《用户协议》
                </a>
                和
                <a href="/other/privacyPolicy" target="_blank" rel="noopener noreferrer">
                  《隐私政策》
                </a>
              </div>
            </div>
          </main>
        </div>
      </SignInContext.Provider>
    </ConfigProvider>
  );
}
