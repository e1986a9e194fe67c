import { isTaskType, POINTS_LOG, POINTS_NAME, TASK_TYPE_INFO, type TaskView } from '@lizi/shared';
import dayjs from 'dayjs';

export const tasksText = {
  centre: '任务中心',
  centreHint: '生成任务在后台运行，关闭页面也不会中断',
  filters: [
    { key: 'all', label: '全部' },
    { key: '0', label: '排队中' },
    { key: '1', label: '生成中' },
    { key: '2', label: '已完成' },
    { key: '3', label: '失败' },
  ] as const,
  empty: '还没有生成任务',
  emptyHint: '在 AI 工具箱里提交的任务会出现在这里，进度实时更新。',
  emptyFiltered: '没有符合条件的任务',
  loading: '加载中…',
  noMore: '没有更多了',
  loadFailed: '任务加载失败',
  retryLoad: '重新加载',
  cancel: '取消任务',
  cancelConfirm: '确定取消这个任务吗？已预扣的制作栗会退回。',
  cancelled: '任务已取消，制作栗已退回',
  retry: '重试',
  retried: '已重新提交',
  failedFallback: '生成失败，请稍后重试',
  actionFailed: '操作失败',
  download: '下载',
  view: '查看',
  favorite: '收藏',
  favorited: '已收藏',
  queued: '排队中，马上开始…',
  running: (p: number) => `生成中 ${p}%`,
  resultIdle: '提交后，生成结果会显示在这里',
  resultIdleHint: '任务在后台运行，也可以在右上角的任务中心查看全部进度。',
  resultDone: '生成完成',
  resultFailed: '生成失败',
  cost: (points: number) => `${points} ${POINTS_NAME}`,
} as const;

/** Task label: the server's, else the shared catalogue's, else the raw type. */
export function taskLabel(task: Pick<TaskView, 'type' | 'typeLabel'>): string {
  if (task.typeLabel) return task.typeLabel;
  return isTaskType(task.type) ? TASK_TYPE_INFO[task.type].label : task.type;
}

/** Spec §9 time format, from the seconds the API sends. */
export function formatTaskTime(seconds: number | null | undefined): string {
  return seconds ? dayjs.unix(seconds).format(POINTS_LOG.timeFormat) : '';
}
