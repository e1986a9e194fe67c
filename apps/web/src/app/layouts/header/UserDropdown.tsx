import {
  ApartmentOutlined,
  CrownOutlined,
  DownOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { roleLabels } from '@lizi/shared';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { type CSSProperties, cloneElement, isValidElement, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ProfileDialog } from '../../../features/account';
import { PointsBalanceEntry } from '../../../features/points';
import { logout, useSessionStore } from '../../../features/session';
import { appConfig } from '../../../lib/app-config';
import { loginPathWithRedirect } from '../../../lib/navigation';
import { commonText } from '../../../locales/zh-CN/common';
import styles from './UserDropdown.module.css';
import { userMenuEntries } from './user-menu';

const entryIcons = {
  companyAdmin: <ApartmentOutlined />,
  platformAdmin: <CrownOutlined />,
  logout: <LogoutOutlined />,
};

const defaultAvatarStyle = { background: 'var(--lz-brand-soft)', color: 'var(--lz-brand)' };

function UserAvatar({ src, size }: { src?: string | null; size: number }) {
  return src ? (
    <Avatar size={size} src={src} />
  ) : (
    <Avatar size={size} icon={<UserOutlined />} style={defaultAvatarStyle} />
  );
}

export function UserDropdown() {
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);

  if (!user) {
    // Without a user there is nothing to drop down: offer the way in, and the way back afterwards.
    return (
      <Link to={loginPathWithRedirect(`${location.pathname}${location.search}`)} className={styles.guest}>
        <UserAvatar size={32} />
        <span>{commonText.login}</span>
      </Link>
    );
  }

  const entries = userMenuEntries(user, appConfig.siteVariant);
  const items: MenuProps['items'] = entries.flatMap((entry) => [
    ...(entry.key === 'logout' && entries.length > 1 ? [{ type: 'divider' as const }] : []),
    { key: entry.key, label: entry.label, icon: entryIcons[entry.key], danger: entry.key === 'logout' },
  ]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((e) => e.key === key);
    setOpen(false);
    if (!entry) return;
    if (entry.key === 'logout') {
      // Spec §4 logout; the local session is cleared even when the server could not be told.
      void logout().then(({ serverOk }) => {
        if (!serverOk) message.error(commonText.logoutFailed);
      });
    } else navigate(entry.to);
  };

  const enterpriseName = user.enterprise?.name;

  return (
    <>
      <Dropdown
        trigger={['hover', 'click']}
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        menu={{ items, onClick }}
        popupRender={(menu) => (
          <div className={styles.panel}>
            <div className={styles.greeting}>
              <UserAvatar src={user.avatar} size={44} />
              <div className={styles.greetingText}>
                <div className={styles.greetingName}>{commonText.greeting(user.realname)}</div>
                <div className={styles.greetingRole}>
                  {roleLabels[user.roleId]}
                  {enterpriseName ? ` · ${enterpriseName}` : ''}
                </div>
                <button
                  type="button"
                  className={styles.profileLink}
                  onClick={() => {
                    setOpen(false);
                    setProfileOpen(true);
                  }}
                >
                  编辑资料
                </button>
              </div>
            </div>
            {/* Every site: the balance on demand, and the way to 制作栗明细 (docs/decisions.md "Web (points)"). */}
            <div className={styles.points}>
              <PointsBalanceEntry onOpen={() => setOpen(false)} />
            </div>
            {/* The panel already has the shadow; the inner menu would draw a second one. */}
            {isValidElement<{ style?: CSSProperties }>(menu)
              ? cloneElement(menu, { style: { boxShadow: 'none' } })
              : menu}
          </div>
        )}
      >
        <button type="button" className={styles.trigger}>
          <UserAvatar src={user.avatar} size={32} />
          <span className={styles.name}>{user.realname}</span>
          <DownOutlined className={styles.caret} />
        </button>
      </Dropdown>
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}
