/** Points tooltip of spec §6, worded for the two enterprise modes. */
export function pointsTooltip(autoIssue: boolean): string {
  return autoIssue
    ? '制作栗可用于剧本、图片、音频、视频制作，以及团队协作等高级功能。'
    : '个人制作栗由企业管理员分配，如需更多制作栗，请向企业管理员申请。';
}

export function formatPoints(value: number): string {
  return new Intl.NumberFormat('zh-CN').format(value);
}
