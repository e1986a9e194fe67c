import { backOfficeText } from '../../locales/zh-CN/multi-tenant';

/** Member review statuses 1–4: 全部 / 待审核 / 已通过 / 已拒绝 / 已删除. */
export const MEMBER_STATUS_FILTERS = [
  { value: '', label: backOfficeText.all },
  { value: '1', label: '待审核' },
  { value: '2', label: '已通过' },
  { value: '3', label: '已拒绝' },
  { value: '4', label: '已删除' },
];

/** Applications (second-review statuses 1–4): 全部 / 待审核 / 已通过 / 已拒绝 / 已撤销. */
export const SECOND_REVIEW_FILTERS = [
  { value: '', label: backOfficeText.all },
  { value: '1', label: '待审核' },
  { value: '2', label: '已通过' },
  { value: '3', label: '已拒绝' },
  { value: '4', label: '已撤销' },
];

/** Enterprise status 0 all, 1 normal, 2 disabled, 3 deleted: 全部 / 正常 / 已停用 / 已删除. */
export const ENTERPRISE_STATUS_FILTERS = [
  { value: '0', label: backOfficeText.all },
  { value: '1', label: '正常' },
  { value: '2', label: '已停用' },
  { value: '3', label: '已删除' },
];
