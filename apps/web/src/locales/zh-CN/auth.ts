/** Sign-in, registration and QR texts (spec §8 login errors verbatim in Chinese). */
export const authText = {
  ulpUnavailable: '统一登录接口异常',
  publicKeyFailed: '获取公钥失败',
  loginFailed: '登录接口异常',
  insecureContext: '当前页面不是安全连接（HTTPS），无法加密登录信息，请使用 HTTPS 地址访问',
  registerFailed: '注册失败，请稍后重试',
  phoneLoginFailed: '登录失败，请稍后重试',
  codeSent: '验证码已发送，请注意查收',
  codeSendFailed: '验证码发送失败，请稍后重试',
  getCode: '获取验证码',
  resendIn: (seconds: number) => `${seconds} 秒后重发`,
  captchaAlt: '图形验证码',
  captchaRefresh: '点击刷新',
  captchaHint: '看不清？换一张',
  registered: '注册成功',
} as const;

export const qrText = {
  scanHint: (appName: string) => `请使用手机扫码，在手机上确认登录${appName}`,
  registerHint: '没有账号？扫码后可在手机上注册并确认登录',
  scanned: '已扫码，请在手机上确认',
  expired: '二维码已失效',
  cancelled: '已在手机上取消登录',
  refresh: '刷新二维码',
  loadFailed: '二维码暂时无法获取',
  confirmed: '登录成功，正在进入…',
} as const;
