/** /emptyShotV1_4 children of spec §2 (open site). */
export const EMPTY_SHOT_V14_TABS = [
  { key: 'emptyShotView', label: '空镜库', description: '浏览平台素材与你保存的空镜头，点击可放大预览。' },
  {
    key: 'emptyShotCustom',
    label: '自定义空镜',
    description: '描述你想要的画面，AI 生成不含人物的空镜头，挑选满意的一张保存到空镜库。',
  },
] as const;
export type EmptyShotV14Tab = (typeof EMPTY_SHOT_V14_TABS)[number]['key'];

/** The open site's empty shots are their own asset type (spec §3 empty-shot_V14). */
export const EMPTY_SHOT_V14_TYPE = 'empty-shot_V14' as const;
