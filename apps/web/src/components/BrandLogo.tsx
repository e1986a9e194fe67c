import { Link } from 'react-router';
import { appConfig } from '../lib/app-config';
import styles from './BrandLogo.module.css';
import { ChestnutMark } from './ChestnutMark';

interface BrandLogoProps {
  size?: 'small' | 'medium' | 'large';
  tone?: 'brand' | 'light';
  /** Where a click goes; null renders a plain mark (e.g. on the login page's brand panel). */
  to?: string | null;
  subtitle?: string;
}

const markSize = { small: 24, medium: 30, large: 40 } as const;

export function BrandLogo({ size = 'medium', tone = 'brand', to = '/dashboard', subtitle }: BrandLogoProps) {
  const content = (
    <span className={`${styles.logo} ${styles[size]} ${tone === 'light' ? styles.light : ''}`}>
      <ChestnutMark size={markSize[size]} tone={tone} />
      <span className={styles.text}>
        <span className={styles.name}>{appConfig.appName}</span>
        {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
      </span>
    </span>
  );
  if (!to) return content;
  return (
    <Link to={to} className={styles.link} aria-label={`${appConfig.appName} 首页`}>
      {content}
    </Link>
  );
}
