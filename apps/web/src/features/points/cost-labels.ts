/** Chinese names and units of the cost keys (spec §3) for the points-rules page. */
export interface CostLabel {
  name: string;
  unit: string;
  group: '剧本' | '图片' | '视频' | '音频' | '其他';
}

export const COST_LABELS: Record<string, CostLabel> = {
  scriptCost: { name: '剧本生成', unit: '次', group: '剧本' },
  'gcimg-promptv3-auto': { name: '智能提示词', unit: '次', group: '剧本' },
  imageCost: { name: '图片生成', unit: '张', group: '图片' },
  editImgCost: { name: '图片编辑', unit: '张', group: '图片' },
  inferImgCost: { name: '图片反推提示词', unit: '次', group: '图片' },
  redrawCost: { name: '局部重绘', unit: '张', group: '图片' },
  faceswapCost: { name: '角色换脸', unit: '张', group: '图片' },
  resolutionCost: { name: '高清放大', unit: '张', group: '图片' },
  'gcimg-storyboard-bytxt': { name: '分镜图 · 文生图', unit: '张', group: '图片' },
  'gcimg-storyboard-byimg': { name: '分镜图 · 图生图', unit: '张', group: '图片' },
  'gcimg-storyboard-byfusion': { name: '分镜图 · 多图融合', unit: '张', group: '图片' },
  'gcimg-storyboard-byframe': { name: '分镜图 · 参考帧', unit: '张', group: '图片' },
  'gcimg-storyboard-redraw': { name: '分镜图 · 重绘', unit: '张', group: '图片' },
  'gcimg-storyboard-clothswap': { name: '分镜图 · 换装', unit: '张', group: '图片' },
  'gcimg-storyboard-faceswap': { name: '分镜图 · 换脸', unit: '张', group: '图片' },
  'gcimg-storyboard-hd': { name: '分镜图 · 高清', unit: '张', group: '图片' },
  videoCost: { name: '视频生成', unit: '条', group: '视频' },
  longVideoCost: { name: '长视频生成', unit: '条', group: '视频' },
  lipsyncCost: { name: '对口型', unit: '条', group: '视频' },
  'gcvideo-bytxt-sgl': { name: '视频 · 文生视频', unit: '条', group: '视频' },
  'gcvideo-byimg-sgl': { name: '视频 · 图生视频', unit: '条', group: '视频' },
  'gcvideo-byhd-sgl': { name: '视频 · 高清', unit: '条', group: '视频' },
  'gcvideo-bylipsync-sgl': { name: '视频 · 对口型', unit: '条', group: '视频' },
  audioCost: { name: '音频生成', unit: '条', group: '音频' },
  aisoundCost: { name: 'AI 音效', unit: '条', group: '音频' },
};

export const COST_GROUP_ORDER: CostLabel['group'][] = ['剧本', '图片', '视频', '音频', '其他'];

/** Not a cost: the daily gift of autoIssue companies. */
export const DAILY_GIFT_KEY = 'pointsPerDay';

export interface CostRow {
  key: string;
  name: string;
  unit: string;
  group: CostLabel['group'];
  points: number;
}

/**
 * Every cost of the setting as a row: the task costs and the flat keys (a task cost and a flat value of the same
 * key show once, the task cost winning as in spec §5), grouped and in a stable order.
 */
export function costRows(
  setting: { taskCosts?: { key: string; costPoints: number }[] } & Record<string, unknown>,
): CostRow[] {
  const points = new Map<string, number>();
  for (const [key, value] of Object.entries(setting)) {
    if (key === 'taskCosts' || key === DAILY_GIFT_KEY || typeof value !== 'number') continue;
    points.set(key, value);
  }
  for (const task of setting.taskCosts ?? []) points.set(task.key, task.costPoints);
  const known = Object.keys(COST_LABELS);
  return [...points.entries()]
    .map(([key, value]) => {
      const label = COST_LABELS[key] ?? { name: key, unit: '次', group: '其他' as const };
      return { key, name: label.name, unit: label.unit, group: label.group, points: value };
    })
    .sort((a, b) => {
      const g = COST_GROUP_ORDER.indexOf(a.group) - COST_GROUP_ORDER.indexOf(b.group);
      if (g !== 0) return g;
      const ia = known.indexOf(a.key);
      const ib = known.indexOf(b.key);
      return (ia === -1 ? 999 : ia) - (ib === -1 ? 999 : ib) || a.key.localeCompare(b.key);
    });
}
