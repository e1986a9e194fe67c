/** Task progress states of spec §4. */
export const TaskStatus = { NOT_STARTED: 0, IN_PROGRESS: 1, RESOLVED: 2, REJECTED: 3 } as const;
export type TaskStatusValue = (typeof TaskStatus)[keyof typeof TaskStatus];

export const TASK_STATUS_LABELS: Record<TaskStatusValue, string> = {
  0: '排队中',
  1: '生成中',
  2: '已完成',
  3: '失败',
};

export const isFinalTaskStatus = (s: number) => s === TaskStatus.RESOLVED || s === TaskStatus.REJECTED;
