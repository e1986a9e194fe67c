import { Space } from 'antd';
import { PointsBadge, useBalanceQuery } from '../../points';
import { useSessionStore } from '../../session';
import { TaskCentreButton } from '../../tasks';

/** The full-window tools have no app header: their bar carries the task centre and the live balance. */
export function ToolbarActions() {
  const autoIssue = useSessionStore((s) => Boolean(s.user?.enterprise?.autoIssue));
  // Loads the balance the badge shows; the stream keeps it current after each submit.
  useBalanceQuery();
  return (
    <Space size={12} align="center">
      <TaskCentreButton />
      <PointsBadge autoIssue={autoIssue} />
    </Space>
  );
}
