import type { FormRule } from 'antd';

/** Mainland mobile numbers: 11 digits starting with 1. */
export const PHONE_PATTERN = /^1\d{10}$/;

export const PHONE_RULES: FormRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: PHONE_PATTERN, message: '请输入正确的 11 位手机号' },
];

export const SMS_CODE_RULES: FormRule[] = [
  { required: true, message: '请输入短信验证码' },
  { pattern: /^\d{4,6}$/, message: '验证码为 4–6 位数字' },
];

export const PASSWORD_RULES: FormRule[] = [
  { required: true, message: '请设置密码' },
  { min: 8, message: '密码至少 8 位' },
  { pattern: /^(?=.*[A-Za-z])(?=.*\d).+$/, message: '密码需同时包含字母和数字' },
];
