import type { ScriptLineKind } from '@lizi/shared';

/** User-visible words of the script feature. */
export const scriptText = {
  pickerLabel: '选择剧本',
  pickerEmpty: '还没有剧本',
  pickerToScript: '去写剧本',
  pickerLoadFailed: '剧本列表加载失败',
  pickerRetry: '重试',
  myScripts: '我的剧本',
  newScript: '新建剧本',
  emptyTitle: '还没有剧本',
  emptyDescription: '从一个故事创意开始，AI 帮你写成分场剧本；也可以手动编写或从 Excel 导入。',
  sources: { 0: 'AI 生成', 1: '手动编写', 3: 'Excel 导入' } as Record<number, string>,
  stages: ['未开始', '故事', '美术设定', '角色形象', '分镜'],
  kinds: { action: '动作', dialogue: '对白', narration: '旁白' } satisfies Record<ScriptLineKind, string>,
  writing: 'AI 正在写剧本…',
  writeFailed: '剧本生成失败',
  cost: (n: number) => (n > 0 ? `预计消耗 ${n} 制作栗` : '本次不消耗制作栗'),
  replaceWarning: '生成的内容会替换当前剧本的全部分场和台词，已有角色会保留。',
  importWarning: '导入会替换当前剧本的全部分场和台词，任何一行有误都不会导入。',
  downloadTemplate: '下载 Excel 模板',
  undo: '撤销',
  history: '修改记录',
  nothingToUndo: '没有可以撤销的修改',
  deleted: '已删除',
  saved: '已保存',
} as const;
