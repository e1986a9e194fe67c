/** Back-office texts: 企业后台 (members, project applications) and 平台后台 (companies, applications). */
export const backOfficeText = {
  all: '全部',
  searchMember: '搜索姓名、用户名或手机号',
  searchCompany: '搜索企业名称',
  total: (n: number) => `共 ${n} 条`,
  loadFailed: '加载失败',
  retry: '重新加载',
  noPermission: '无权操作',
  done: '操作成功',
  failed: '操作失败，请稍后重试',
  pickCompany: '请先选择企业',
  pickCompanyText: '平台管理员需从企业管理中选择一家企业，再查看它的成员与项目申请。',
  goCompanyManage: '前往企业管理',
  badEnterpriseId: '企业 ID 无效',
} as const;

export const memberText = {
  empty: '暂无成员',
  emptyFiltered: '没有符合条件的成员',
  actions: {
    approve: {
      label: '通过',
      confirm: (name: string) => `确定通过「${name}」的加入申请吗？`,
      done: '已通过',
    },
    reject: { label: '拒绝', confirm: (name: string) => `确定拒绝「${name}」的加入申请吗？`, done: '已拒绝' },
    delete: {
      label: '删除',
      confirm: (name: string) => `确定将「${name}」移出企业吗？移出后对方将无法使用企业资源。`,
      done: '已删除',
    },
    restore: {
      label: '恢复',
      confirm: (name: string) => `确定恢复「${name}」的成员身份吗？`,
      done: '已恢复',
    },
  },
  roleConfirm: (name: string, role: string) => `确定将「${name}」的角色调整为${role}吗？`,
  roleDone: '角色已更新',
} as const;

export const projectReviewText = {
  empty: '暂无团队协作权限申请',
  approveTitle: '通过团队协作权限申请',
  rejectTitle: '拒绝团队协作权限申请',
  notePlaceholder: '审核备注（选填），申请人可以看到',
  rejectNotePlaceholder: '请说明拒绝原因，便于申请人了解',
  approved: '已通过',
  rejected: '已拒绝',
} as const;

export const companyText = {
  tabs: { companies: '企业列表', applications: '企业开通申请' },
  create: '新建企业',
  created: '企业已创建',
  empty: '暂无企业',
  emptyFiltered: '没有符合条件的企业',
  autoIssueOn: '已开启每日自动发放制作栗',
  autoIssueOff: '已关闭每日自动发放制作栗',
  actions: {
    disable: {
      label: '停用',
      confirm: (name: string) =>
        `确定停用「${name}」吗？停用后企业成员将无法消耗制作栗，管理员无法管理企业。`,
      done: '企业已停用',
    },
    delete: {
      label: '删除',
      confirm: (name: string) => `确定删除「${name}」吗？删除后企业成员需要重新加入或切换企业。`,
      done: '企业已删除',
    },
    restore: {
      label: '恢复',
      confirm: (name: string) => `确定恢复「${name}」为正常状态吗？`,
      done: '企业已恢复',
    },
  },
  applicationsEmpty: '暂无企业开通申请',
  approveTitle: '通过企业开通申请',
  rejectTitle: '拒绝企业开通申请',
  approveHint: '通过后将创建该企业，申请人成为企业超级管理员。',
  approved: '已通过，企业已开通',
  rejected: '已拒绝',
} as const;
