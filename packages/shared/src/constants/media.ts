/** Task, media and tool vocabularies of spec §3. */
export const IMAGE_TASK_PREFIX = 'gcimg-storyboard';
export const IMAGE_TASK_KINDS = [
  'redraw',
  'clothswap',
  'faceswap',
  'hd',
  'bytxt',
  'byimg',
  'byfusion',
  'byframe',
] as const;
export const VIDEO_TASK_TYPES = [
  'gcvideo-bytxt-sgl',
  'gcvideo-byimg-sgl',
  'gcvideo-byhd-sgl',
  'gcvideo-bylipsync-sgl',
] as const;
export const ASPECT_RATIOS = ['16:9', '9:16', '4:3', '3:4'] as const;
export const RESOLUTIONS = ['1K', '2K', '4K'] as const;
export const MODEL_FAMILIES = ['zg', 'ty', 'ty2', 'ts'] as const;
export const ASSET_TYPES = ['character', 'empty-shot', 'empty-shot_V14', 'scene'] as const;
export const SHOT_KINDS = ['shotImg', 'shotVideo', 'shotRole', 'shotScene'] as const;
export const FRAME_MODES = ['singleFrame', 'twoFrames'] as const;
export const MEDIA_TYPES = ['image', 'video'] as const;
export const ScriptSource = { AI: 0, USER: 1, EXCEL: 3 } as const;
export const LOGIN_CHANNELS = ['oa', 'phone', 'appauth'] as const;
export type LoginChannel = (typeof LOGIN_CHANNELS)[number];
/** The custom image style id, spelled as the spec spells it. */
export const CUSTOM_STYLE_ID = 'CUSTOM_STYEL';
