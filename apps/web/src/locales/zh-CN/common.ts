/** Texts shared across screens (DESIGN.md §3: user-visible text lives under locales/zh-CN). */
export const commonText = {
  featureDisabled: '功能暂未开放，敬请期待',
  networkError: '网络异常，请稍后重试',
  requestFailed: '请求失败',
  login: '登录',
  logout: '退出登录',
  logoutFailed: '退出登录失败',
  topUp: '充值',
  back: '返回',
  backHome: '返回首页',
  goBack: '返回上一页',
  companyAdmin: '企业后台',
  platformAdmin: '平台后台',
  greeting: (name: string) => `你好，${name}`,
  guest: '未登录',
  loading: '加载中…',
  comingSoon: '即将上线',
} as const;

export const projectApplyText = {
  title: '申请团队协作',
  content:
    '团队协作功能需提前申请，仅面向有真实影视制作需求的团队开放。提交申请后，我们会尽快完成审核并通知您。',
  okText: '立即申请',
  cancelText: '取消',
} as const;

export const menuFooterText = {
  tutorial: '使用教程',
  tutorialPending: '使用教程正在整理中，敬请期待',
  userAgreement: '用户协议',
  privacyPolicy: '隐私政策',
  community: '加入交流群',
  communityHint: '微信扫码，加入创作者交流群',
  communityPending: '交流群二维码暂未配置',
} as const;
