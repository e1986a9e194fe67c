/** /emptyShotV1_4 children of spec §2 (open site). */
export const EMPTY_SHOT_V14_TABS = [
  { key: 'emptyShotView', label: '空镜生成', description: '描述画面或上传参考图，一键生成可商用的空镜头。' },
  {
    key: 'emptyShotCustom',
    label: '自定义空镜',
    description: '自由组合镜头语言、时段与天气，精细控制空镜效果。',
  },
] as const;
export type EmptyShotV14Tab = (typeof EMPTY_SHOT_V14_TABS)[number]['key'];
