/** Texts of the cashier (spec §8 cashier errors, in Chinese). */
export const cashierText = {
  scriptLoadFailed: '收银台脚本加载失败',
  loadFailedToast: '收银台加载失败',
  notInitialised: '收银台未初始化',
  paid: '充值成功，制作栗已到账',
  unavailable: '当前账号暂不支持充值',
} as const;
