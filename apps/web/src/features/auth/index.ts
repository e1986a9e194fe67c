export { type PhoneCodeScene, sendPhoneCode } from './api/phone-code.api';
export { PhoneCodeFields } from './components/PhoneCodeFields';
export { SmsCodeButton } from './components/SmsCodeButton';
export { PHONE_PATTERN, PHONE_RULES, SMS_CODE_RULES } from './login-rules';
