import { Space } from 'antd';
import { TopUpButton } from '../../../features/cashier';
import { PointsBadge } from '../../../features/points';
import { useSessionStore } from '../../../features/session';
import { TaskCentreButton } from '../../../features/tasks';
import { appConfig } from '../../../lib/app-config';
import { UserDropdown } from './UserDropdown';

interface HeaderActionsProps {
  /** The fixed-user-menu layout always offers the badge; the default header only on the open site (spec §2). */
  showPoints?: boolean;
}

/** Task centre, points badge, top-up (app users only) and the user dropdown; each renders nothing until it has data. */
export function HeaderActions({ showPoints = appConfig.siteVariant === 'open' }: HeaderActionsProps) {
  const user = useSessionStore((s) => s.user);
  const autoIssue = Boolean(user?.enterprise?.autoIssue);
  return (
    <Space size={12} align="center">
      {user?.isAuthenticated ? <TaskCentreButton /> : null}
      {showPoints ? <PointsBadge autoIssue={autoIssue} /> : null}
      {user?.isAppUser ? <TopUpButton /> : null}
      <UserDropdown />
    </Space>
  );
}
