import {
  FileProtectOutlined,
  QrcodeOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { App, Popover } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { appConfig } from '../../../lib/app-config';
import { menuFooterText } from '../../../locales/zh-CN/common';
import styles from './SideMenuFooter.module.css';

/** Static copy of the user agreement; scripts print it from features/legal so the PDF matches the page. */
export const USER_AGREEMENT_PDF = '/legal/user-agreement.pdf';

function CommunityQr() {
  if (!appConfig.communityQrUrl) {
    return <div className={styles.qrPending}>{menuFooterText.communityPending}</div>;
  }
  return (
    <div className={styles.qr}>
      <QRCodeSVG value={appConfig.communityQrUrl} size={148} marginSize={1} fgColor="#2b211b" />
      <div className={styles.qrHint}>{menuFooterText.communityHint}</div>
    </div>
  );
}

export function SideMenuFooter() {
  const { message } = App.useApp();
  return (
    <footer className={styles.footer}>
      {appConfig.tutorialUrl ? (
        <a className={styles.link} href={appConfig.tutorialUrl} target="_blank" rel="noopener noreferrer">
          <ReadOutlined /> {menuFooterText.tutorial}
        </a>
      ) : (
        <button
          type="button"
          className={styles.link}
          onClick={() => message.info(menuFooterText.tutorialPending)}
        >
          <ReadOutlined /> {menuFooterText.tutorial}
        </button>
      )}
      <a className={styles.link} href={USER_AGREEMENT_PDF} target="_blank" rel="noopener noreferrer">
        <FileProtectOutlined /> {menuFooterText.userAgreement}
      </a>
      <a className={styles.link} href="/other/privacyPolicy" target="_blank" rel="noopener noreferrer">
        <SafetyCertificateOutlined /> {menuFooterText.privacyPolicy}
      </a>
      <Popover content={<CommunityQr />} placement="rightBottom" trigger="hover" mouseEnterDelay={0.15}>
        <button type="button" className={styles.link}>
          <QrcodeOutlined /> {menuFooterText.community}
        </button>
      </Popover>
    </footer>
  );
}
