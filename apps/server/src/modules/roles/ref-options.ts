import { REFERENCE_WEIGHT_DEFAULTS as D, type RefOptionsView } from '@lizi/shared';

/**
 * The reference controls of spec §3 (param controls slider | switch; keys cref, sref, oref, roleRef, bgImage,
 * w, face_w, subject_w, c, s, raw). Ranges match `referenceParamsSchema`, so any value a control can take is
 * one the task engine accepts. Defaults are what a vendor does when the weight is not sent.
 */
export const REF_OPTIONS: RefOptionsView = {
  params: [
    {
      key: 'w',
      label: '参考强度',
      description: '参考图对整体画面的影响，越大越接近参考图',
      control: 'slider',
      min: 0,
      max: 1000,
      step: 10,
      default: D.w,
    },
    {
      key: 'face_w',
      label: '面部相似度',
      description: '人物五官与参考图的相似程度',
      control: 'slider',
      min: 0,
      max: 100,
      step: 1,
      default: D.face_w,
    },
    {
      key: 'subject_w',
      label: '主体一致性',
      description: '服装、发型等主体特征的保持程度',
      control: 'slider',
      min: 0,
      max: 100,
      step: 1,
      default: D.subject_w,
    },
    {
      key: 'c',
      label: '多样性',
      description: '多张结果之间的差异，越大越多变',
      control: 'slider',
      min: 0,
      max: 100,
      step: 1,
      default: D.c,
    },
    {
      key: 's',
      label: '风格化',
      description: '画风的强弱，越大越艺术化',
      control: 'slider',
      min: 0,
      max: 1000,
      step: 10,
      default: D.s,
    },
    {
      key: 'raw',
      label: '原始模式',
      description: '关闭模型自带的美化风格，更忠实于描述',
      control: 'switch',
      default: D.raw,
    },
  ],
  kinds: [
    { key: 'cref', label: '角色参考', description: '人物形象图，保持面部与服装一致', max: 4 },
    { key: 'roleRef', label: '角色参考组', description: '角色的全部参考图（形象图与补充参考）', max: 8 },
    { key: 'sref', label: '风格参考', description: '一张图的色调与笔触作为画风', max: 1 },
    { key: 'oref', label: '物品参考', description: '道具或物品的外观', max: 1 },
    { key: 'bgImage', label: '背景图', description: '场景或空镜作为镜头背景', max: 1 },
  ],
};
