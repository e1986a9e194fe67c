import type { FormRule } from 'antd';

/** Mainland mobile numbers: 11 digits starting with 1 (the server checks the same). */
export const PHONE_PATTERN = /^1\d{10}$/;

export const PHONE_RULES: FormRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: PHONE_PATTERN, message: '请输入正确的 11 位手机号' },
];

export const SMS_CODE_RULES: FormRule[] = [
  { required: true, message: '请输入短信验证码' },
  { pattern: /^\d{6}$/, message: '验证码为 6 位数字' },
];

export const CAPTCHA_RULES: FormRule[] = [{ required: true, whitespace: true, message: '请输入图形验证码' }];

/** Spec §5: username, password and code are all required before anything is sent. */
export const LOGIN_USERNAME_RULES: FormRule[] = [{ required: true, whitespace: true, message: '请输入账号' }];
export const LOGIN_PASSWORD_RULES: FormRule[] = [{ required: true, message: '请输入密码' }];

/** Same rules as the server (account.service.ts): letter first, 4–32 letters, digits or underscores. */
export const USERNAME_RULES: FormRule[] = [
  { required: true, whitespace: true, message: '请设置用户名' },
  { pattern: /^[A-Za-z][A-Za-z0-9_]{3,31}$/, message: '用户名需以字母开头，4–32 位字母、数字或下划线' },
];

export const PASSWORD_RULES: FormRule[] = [
  { required: true, message: '请设置密码' },
  { min: 8, max: 64, message: '密码需 8–64 位' },
  { pattern: /^(?=.*[A-Za-z])(?=.*\d).+$/, message: '密码需同时包含字母和数字' },
];

export const REALNAME_RULES: FormRule[] = [
  { required: true, whitespace: true, message: '请输入姓名' },
  { max: 32, message: '姓名最多 32 个字' },
];
