/** Texts of the account dialogs: bind phone, change company, project permission, profile. */
export const bindPhoneText = {
  title: '绑定手机号',
  intro: '为保障账号安全并接收重要通知，请先绑定手机号，绑定后即可继续使用。',
  submit: '确认绑定',
  success: '绑定成功，页面即将刷新',
  failed: '绑定失败，请稍后重试',
} as const;

export const changeCompanyText = {
  title: '选择企业',
  tabs: { join: '加入企业', create: '开通新企业', switch: '切换企业' },
  submit: { join: '申请加入', create: '提交申请', switch: '切换企业' },
  joinSuccess: '申请已提交，请等待企业管理员审核',
  createSuccess: '申请已提交，请等待平台审核',
  switchSuccess: '已切换企业，页面即将刷新',
  approved: '审核已通过，页面即将刷新',
  searchPlaceholder: '输入企业名称搜索（至少 2 个字）',
  searchHint: '输入企业全称或关键字，找到你所在的企业后申请加入',
  searchEmpty: '未找到相关企业，请确认名称，或申请开通新企业',
  tooShort: '请输入至少 2 个字',
  failed: '操作失败，请稍后重试',
} as const;

export const projectApplyFormText = {
  title: '申请团队协作权限',
  intro: '请填写团队与项目信息，企业管理员审核通过后即可使用团队协作。',
  submit: '提交申请',
  success: '申请成功',
  failed: '申请失败',
  projectTypes: [
    '电影',
    '网络电影',
    '电视剧',
    '网络剧',
    '短剧',
    '动画',
    '纪录片',
    '广告片',
    '宣传片',
    '其他',
  ],
} as const;

export const profileText = {
  title: '个人资料',
  edit: '编辑资料',
  saved: '保存成功',
  failed: '保存失败，请稍后重试',
} as const;
