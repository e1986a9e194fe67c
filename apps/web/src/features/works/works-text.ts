import type { WorkCategory } from '@lizi/shared';

/** Where each kind of work is made, for the empty state's call to action. */
export const WORK_CREATE_LINKS: Record<WorkCategory, { label: string; to: string } | null> = {
  script: { label: '去写剧本', to: '/set/toolSet/aiScript' },
  video: { label: '去生成视频', to: '/set/toolSet/aiStoryboardVideo' },
  audio: { label: '去生成配音', to: '/set/toolSet/aiAudio' },
  image: { label: '去 AI 工具箱', to: '/set/toolSet/aiToolbox?aiToolboxTabIndex=3' },
  emptyShot: null,
};

export const worksText = {
  title: '资产',
  description: '你创作和收藏的剧本、视频、音频、图片与空镜都在这里。',
  emptyHistory: (label: string) => `还没有${label}作品`,
  emptyFavorite: (label: string) => `还没有收藏的${label}`,
  emptyHistoryHint: (label: string) => `用 AI 创作的${label}会自动保存到这里，方便随时查看、下载与复用。`,
  emptyFavoriteHint: (label: string) => `在创作记录中点亮星标，常用的${label}会集中出现在这里。`,
  loadFailed: '作品加载失败',
  retry: '重新加载',
  loadMore: '加载更多',
  noMore: '没有更多了',
  favorite: '收藏',
  unfavorite: '取消收藏',
  favorited: '已收藏',
  unfavorited: '已取消收藏',
  favoriteFailed: '操作失败，请稍后重试',
  download: '下载',
  view: '查看',
  total: (n: number) => `共 ${n} 个作品`,
} as const;
