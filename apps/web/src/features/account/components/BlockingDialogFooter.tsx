import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { logout } from '../../session';
import styles from './AccountDialogs.module.css';

/**
 * Footer of the dialogs that cannot be closed (bind phone, change company): the only other way out is to
 * sign out, which must always be possible.
 */
export function BlockingDialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className={styles.footer}>
      <Button type="text" icon={<LogoutOutlined />} onClick={() => void logout()} className={styles.logout}>
        退出登录
      </Button>
      <div className={styles.footerActions}>{children}</div>
    </div>
  );
}
