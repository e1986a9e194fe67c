import { CheckCircleFilled } from '@ant-design/icons';
import { ConfigProvider, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { BrandLogo } from '../../../components/BrandLogo';
import { appConfig } from '../../../lib/app-config';
import { AccountLoginForm } from '../components/AccountLoginForm';
import { PhoneLoginForm } from '../components/PhoneLoginForm';
import { QrLogin } from '../components/QrLogin';
import { RegisterForm } from '../components/RegisterForm';
import { loginBrands } from '../login-brand';
import styles from './LoginPage.module.css';

const tabLabels = { account: '账号登录', phone: '手机登录', qr: '扫码登录' } as const;
const tabPanes = { account: <AccountLoginForm />, phone: <PhoneLoginForm />, qr: <QrLogin /> } as const;

/** /LoginView: one structure for every site, coloured and worded per variant (spec §2). */
export default function LoginPage() {
  const brand = loginBrands[appConfig.siteVariant];
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const theme = useMemo(() => ({ token: { colorPrimary: brand.accent, colorLink: brand.accent } }), [brand]);
  const year = new Date().getFullYear();

  return (
    <ConfigProvider theme={theme}>
      <div className={styles.page} style={{ ['--login-accent' as string]: brand.accent }}>
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
              {mode === 'login' ? '欢迎回来，登录后继续你的创作' : '注册后即可开始 AI 影视创作'}
            </p>

            {mode === 'login' ? (
              <Tabs
                className={styles.tabs}
                items={brand.tabOrder.map((key) => ({ key, label: tabLabels[key], children: tabPanes[key] }))}
                destroyOnHidden
              />
            ) : (
              <RegisterForm />
            )}

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
    </ConfigProvider>
  );
}
