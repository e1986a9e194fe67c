/** Points tooltip of spec §6, worded for the two enterprise modes. */
export function pointsTooltip(autoIssue: boolean): string {
  return autoIssue
    ? '制作栗可用于剧本、图片、音频、视频制作，以及团队协作等高级功能。'
    : '个人制作栗由企业管理员分配，如需更多制作栗，请向企业管理员申请。';
}

export function formatPoints(value: number): string {
  return new Intl.NumberFormat('zh-CN').format(value);
}

/** Signed amount of a history entry: +30 / -5. */
export function formatSignedPoints(value: number): string {
  return `${value > 0 ? '+' : ''}${formatPoints(value)}`;
}

/** Texts of the points feature (spec §2, §8). */
export const pointsText = {
  detailsTitle: '制作栗明细',
  current: '当前制作栗',
  applied: '申请获得',
  gifted: '平台赠送',
  tabs: [
    { key: 0, label: '全部' },
    { key: 1, label: '消耗' },
    { key: 2, label: '获得' },
  ] as const,
  loading: '加载中…',
  noMore: '没有更多了',
  empty: '暂无制作栗记录',
  emptyHint: '生成剧本、图片、音频、视频时消耗的制作栗会记录在这里',
  costNote: '图片、视频的消耗会因生成数量、模式与时长不同而变化，',
  rulesLink: '查看制作栗规则',
  requestFailed: '请求失败',
  apply: '申请制作栗',
  topUp: '充值',
  balanceFailed: '获取制作栗信息失败',
  settingFailed: '获取制作栗消耗设置失败',
  insufficientTitle: '温馨提示',
  insufficientContent: '制作栗不足，如需继续生成请申请制作栗',
  insufficientEstimate: (cost: number, balance: number) => `预计消耗 ${cost}，可用 ${balance}`,
  cancel: '取消',
  applyTitle: '申请制作栗',
  applyIntro: '向所在企业的管理员申请个人制作栗，审核通过后将直接发放到你的账户。',
  applySubmit: '提交申请',
  applySuccess: '申请成功',
  applyFailed: '申请失败',
  myApplications: '我的申请',
  noApplications: '还没有申请记录',
} as const;
