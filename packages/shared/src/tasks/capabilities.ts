/**
 * What a model provider can do. A task type (spec §3) needs exactly one capability; providers declare the
 * capabilities they serve, and a task type whose capability no configured provider serves is refused before
 * any point is reserved.
 */
export const CAPABILITIES = [
  'chat',
  'image.generate',
  'image.edit',
  'image.inpaint',
  'image.faceswap',
  'image.tryon',
  'image.upscale',
  'video.generate',
  'video.fromImage',
  'video.upscale',
  'video.lipsync',
  'video.merge',
  'audio.tts',
  'audio.sound',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Chinese names, used in messages such as 未配置「图片超分」的模型服务. */
export const CAPABILITY_LABELS: Record<Capability, string> = {
  chat: '对话与剧本生成',
  'image.generate': '文生图',
  'image.edit': '图生图与通用编辑',
  'image.inpaint': '局部重绘',
  'image.faceswap': 'AI换脸',
  'image.tryon': 'AI换装',
  'image.upscale': '图片超分',
  'video.generate': '文生视频',
  'video.fromImage': '图生视频',
  'video.upscale': '视频超分',
  'video.lipsync': '对口型',
  'video.merge': '视频合成',
  'audio.tts': '配音',
  'audio.sound': 'AI音效',
};

/** Vendors with an adapter. `local` runs on this machine without a key. */
export const VENDORS = ['openai', 'comfyui', 'ark', 'dashscope', 'kling', 'local'] as const;
export type Vendor = (typeof VENDORS)[number];

export const VENDOR_LABELS: Record<Vendor, string> = {
  openai: 'OpenAI 兼容接口',
  comfyui: 'ComfyUI',
  ark: '火山方舟',
  dashscope: '阿里云百炼（DashScope）',
  kling: '可灵',
  local: '本机处理',
};
