/** Texts of the watermark-free download application (spec §1, §4, §8). */
export const watermarkText = {
  entry: '申请无水印下载',
  title: '申请无水印下载',
  intro:
    '根据国家对人工智能生成内容的标识要求，平台生成的图片、视频与音频默认带有“AI生成”标识。' +
    '如因正式制作需要下载不带可见水印的作品，可在同意用户协议后申请一次，申请记录将被保存。',
  note: '无水印作品仍保留文件内的隐式标识；请在发布时依法标注 AI 生成内容。关闭本窗口视为放弃，需重新申请。',
  agreeBefore: '我已阅读并同意遵守本平台的',
  agreementLink: '《用户协议》',
  mustAgree: '请先阅读并勾选同意用户协议',
  submit: '确认申请',
  cancel: '取消',
  success: '申请成功',
  failed: '申请失败',
} as const;

/** The path of the agreement the checkbox links to (opens in a new tab, it is a public page). */
export const USER_AGREEMENT_PATH = '/other/userAgreement';
