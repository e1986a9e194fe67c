/** /work/{kind}/{type?}: the personal works of spec §2. */
export const WORK_KINDS = [
  { key: 'script', label: '剧本' },
  { key: 'video', label: '视频' },
  { key: 'audio', label: '音频' },
  { key: 'image', label: '图片' },
  { key: 'emptyShot', label: '空镜' },
] as const;
export type WorkKind = (typeof WORK_KINDS)[number]['key'];

/** Optional `type` param; absent means history. */
export const WORK_TYPES = ['history', 'favorite'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const workTypeLabels: Record<WorkType, string> = { history: '创作记录', favorite: '我的收藏' };
