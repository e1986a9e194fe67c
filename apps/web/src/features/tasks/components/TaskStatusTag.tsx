import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { TASK_STATUS_LABELS, type TaskStatusValue } from '@lizi/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

const look: Record<TaskStatusValue, { color: string; icon: ReactNode }> = {
  0: { color: 'default', icon: <ClockCircleOutlined /> },
  1: { color: 'processing', icon: <SyncOutlined spin /> },
  2: { color: 'success', icon: <CheckCircleOutlined /> },
  3: { color: 'error', icon: <CloseCircleOutlined /> },
};

/** Spec §4 task progress state as a tag (排队中 / 生成中 / 已完成 / 失败). */
export function TaskStatusTag({ status }: { status: TaskStatusValue }) {
  const { color, icon } = look[status] ?? look[0];
  return (
    <Tag color={color} icon={icon} data-testid="task-status">
      {TASK_STATUS_LABELS[status] ?? String(status)}
    </Tag>
  );
}
