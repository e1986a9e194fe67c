import { z } from 'zod';
import { ASPECT_RATIOS, FRAME_MODES, MODEL_FAMILIES, RESOLUTIONS } from '../constants/media';
import { type IntegralSetting, unitCost } from '../points/cost';
import type { Capability } from './capabilities';

/**
 * Every task type the engine runs (spec §3 task types), with its capability, media type, cost key, flat cost
 * fallback and parameter schema. Web forms and the server validate with the same schemas, so a form that
 * passes here is a submit the server accepts.
 */
const fileId = z.uuid({ error: '请上传文件' });
const prompt = z
  .string({ error: '请填写描述' })
  .trim()
  .min(1, { error: '请填写描述' })
  .max(2000, { error: '描述不能超过 2000 字' });
const optionalPrompt = z.string().trim().max(2000, { error: '描述不能超过 2000 字' }).optional();
const aspectRatio = z.enum(ASPECT_RATIOS, { error: '画面比例无效' }).default('16:9');
const resolution = z.enum(RESOLUTIONS, { error: '分辨率无效' }).default('1K');
const modelFamily = z.enum(MODEL_FAMILIES, { error: '模型无效' }).optional();
const videoDuration = z
  .union([z.literal(5), z.literal(10)], { error: '视频时长只能是 5 或 10 秒' })
  .default(5);
/** Spec §3 video feature flags. */
const videoFeatures = z
  .object({
    bigMotion: z.boolean().default(false),
    highDetail: z.boolean().default(false),
    superFrame: z.boolean().default(false),
    multiCamera: z.boolean().default(false),
  })
  .strict()
  .default({ bigMotion: false, highDetail: false, superFrame: false, multiCamera: false });
/** Camera moves the local still-to-video renderer knows; vendors ignore it. */
export const CAMERA_MOVES = ['zoomIn', 'zoomOut', 'panLeft', 'panRight', 'panUp', 'panDown'] as const;

const weight = (max: number, label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .min(0, { error: `${label}不能小于 0` })
    .max(max, { error: `${label}不能大于 ${max}` })
    .optional();
/**
 * Reference params of spec §3. Image refs: cref (character), sref (style), oref (object), roleRef (a
 * character's own reference set), bgImage (scene background). Weights: w (overall reference weight),
 * face_w, subject_w, c (variety), s (stylisation), raw (no house style). Adapters that take reference
 * images receive them as `reference` inputs tagged with their key; weights reach them in `extra.refs`.
 */
export const referenceParamsSchema = z
  .object({
    cref: z.array(fileId).max(4, { error: '角色参考图最多 4 张' }).optional(),
    sref: fileId.optional(),
    oref: fileId.optional(),
    roleRef: z.array(fileId).max(8, { error: '角色参考图最多 8 张' }).optional(),
    bgImage: fileId.optional(),
    w: weight(1000, '参考权重'),
    face_w: weight(100, '面部权重'),
    subject_w: weight(100, '主体权重'),
    c: weight(100, '多样性'),
    s: weight(1000, '风格化'),
    raw: z.boolean().optional(),
  })
  .strict();
export type ReferenceParams = z.infer<typeof referenceParamsSchema>;
/** What a weight means when it is not sent; the back office's controls start here too. */
export const REFERENCE_WEIGHT_DEFAULTS = {
  w: 100,
  face_w: 80,
  subject_w: 60,
  c: 0,
  s: 100,
  raw: false,
} as const;
/** The image-file keys of the reference params, in the order adapters receive them. */
export const REFERENCE_IMAGE_KEYS = ['cref', 'roleRef', 'oref', 'sref', 'bgImage'] as const;

const imageCommon = {
  aspectRatio,
  resolution,
  modelFamily,
  styleId: z.string().max(64).optional(),
  refs: referenceParamsSchema.optional(),
};

/**
 * Video merge. The plain form joins videos in order, each with an optional replacement audio track. The
 * timeline form (a final cut, `canvas` given) also takes stills with a duration, trims, dialogue and narration
 * audio placed on film time, background music with ducking, track volumes and subtitles to burn in.
 */
const mergeSeconds = (label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .min(0, { error: `${label}不能小于 0` })
    .max(3600, { error: `${label}不能超过 3600 秒` });
const mergeVolume = (label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .min(0, { error: `${label}不能小于 0` })
    .max(2, { error: `${label}不能超过 200%` });
const mergeClip = z
  .object({
    videoFileId: fileId.optional(),
    imageFileId: fileId.optional(),
    audioFileId: fileId.optional(),
    trimStart: mergeSeconds('裁剪起点').optional(),
    duration: mergeSeconds('片段时长')
      .refine((v) => v >= 0.1, { error: '片段时长不能少于 0.1 秒' })
      .optional(),
  })
  .strict()
  .refine((c) => !!c.videoFileId !== !!c.imageFileId, { error: '每个片段需要且只能有一个视频或图片' })
  .refine((c) => !c.imageFileId || c.duration !== undefined, {
    error: '图片片段需要时长',
    path: ['duration'],
  });
const mergeParamsSchema = z
  .object({
    clips: z.array(mergeClip).min(1, { error: '请至少选择 1 个片段' }).max(100, { error: '最多 100 个片段' }),
    /** Output size; every clip is scaled and padded onto it. Without it the first clip's size is used. */
    canvas: z
      .object({
        width: z.number().int().min(16).max(3840),
        height: z.number().int().min(16).max(3840),
      })
      .strict()
      .optional(),
    /** Voices placed on film time. */
    audio: z
      .array(
        z
          .object({
            audioFileId: fileId,
            start: mergeSeconds('配音开始时间'),
            track: z.enum(['dialogue', 'narration'], { error: '音轨只能是对白或旁白' }),
          })
          .strict(),
      )
      .max(1000, { error: '配音最多 1000 段' })
      .optional(),
    bgm: z
      .object({ audioFileId: fileId, volume: mergeVolume('背景音乐音量') })
      .strict()
      .optional(),
    /** Lower the background music under speech. */
    ducking: z.boolean().default(true),
    volumes: z
      .object({
        clip: mergeVolume('原声音量'),
        dialogue: mergeVolume('对白音量'),
        narration: mergeVolume('旁白音量'),
      })
      .strict()
      .optional(),
    /** Subtitles burned into the picture. */
    subtitles: z
      .array(
        z
          .object({
            start: mergeSeconds('字幕开始时间'),
            end: mergeSeconds('字幕结束时间'),
            text: z.string().trim().min(1).max(500, { error: '字幕文字不能超过 500 字' }),
          })
          .strict(),
      )
      .max(2000, { error: '字幕最多 2000 条' })
      .optional(),
  })
  .strict()
  .refine((p) => !!p.canvas || p.clips.every((c) => !!c.videoFileId), {
    error: '图片片段需要指定画布',
    path: ['canvas'],
  });
export type MergeParams = z.output<typeof mergeParamsSchema>;

export const taskParamSchemas = {
  'gcimg-storyboard-bytxt': z.object({ prompt, ...imageCommon }).strict(),
  'gcimg-storyboard-byimg': z.object({ prompt, imageFileId: fileId, ...imageCommon }).strict(),
  'gcimg-storyboard-byfusion': z
    .object({
      prompt,
      imageFileIds: z
        .array(fileId)
        .min(2, { error: '请至少上传 2 张参考图' })
        .max(4, { error: '最多 4 张参考图' }),
      ...imageCommon,
    })
    .strict(),
  'gcimg-storyboard-byframe': z.object({ prompt, imageFileId: fileId, ...imageCommon }).strict(),
  'gcimg-storyboard-redraw': z.object({ prompt, imageFileId: fileId, maskFileId: fileId }).strict(),
  'gcimg-storyboard-clothswap': z
    .object({ personFileId: fileId, garmentFileId: fileId, prompt: optionalPrompt })
    .strict(),
  'gcimg-storyboard-faceswap': z.object({ imageFileId: fileId, faceFileId: fileId }).strict(),
  'gcimg-storyboard-hd': z
    .object({
      imageFileId: fileId,
      scale: z.union([z.literal(2), z.literal(4)], { error: '放大倍数只能是 2 或 4' }),
    })
    .strict(),
  'gcvideo-bytxt-sgl': z
    .object({ prompt, aspectRatio, duration: videoDuration, features: videoFeatures, modelFamily })
    .strict(),
  'gcvideo-byimg-sgl': z
    .object({
      prompt: optionalPrompt,
      frameMode: z.enum(FRAME_MODES, { error: '帧模式无效' }).default('singleFrame'),
      firstFrameFileId: fileId,
      lastFrameFileId: fileId.optional(),
      duration: videoDuration,
      features: videoFeatures,
      cameraMove: z.enum(CAMERA_MOVES, { error: '运镜方式无效' }).optional(),
      modelFamily,
    })
    .strict()
    .refine((p) => p.frameMode === 'singleFrame' || !!p.lastFrameFileId, {
      error: '首尾帧模式请上传尾帧',
      path: ['lastFrameFileId'],
    }),
  'gcvideo-byhd-sgl': z
    .object({
      videoFileId: fileId,
      scale: z.union([z.literal(2), z.literal(4)], { error: '放大倍数只能是 2 或 4' }).default(2),
    })
    .strict(),
  'gcvideo-bylipsync-sgl': z
    .object({
      videoFileId: fileId,
      audioFileId: fileId.optional(),
      text: z.string().trim().max(500, { error: '台词不能超过 500 字' }).optional(),
      voice: z.string().max(64).optional(),
    })
    .strict()
    .refine((p) => !!p.audioFileId || !!p.text, { error: '请上传音频或填写台词', path: ['audioFileId'] }),
  'gcaudio-tts': z
    .object({
      text: z
        .string()
        .trim()
        .min(1, { error: '请填写配音文本' })
        .max(2000, { error: '配音文本不能超过 2000 字' }),
      voice: z.string().max(64).optional(),
      speed: z.number().min(0.5, { error: '语速最小 0.5' }).max(2, { error: '语速最大 2' }).default(1),
    })
    .strict(),
  'gcaudio-sound': z
    .object({
      prompt,
      duration: z
        .number({ error: '音效时长必须是数字' })
        .min(1, { error: '音效时长最短 1 秒' })
        .max(30, { error: '音效时长最长 30 秒' })
        .default(5),
    })
    .strict(),
  'gcvideo-merge': mergeParamsSchema,
} as const;

export type TaskType = keyof typeof taskParamSchemas;
export const TASK_TYPES = Object.keys(taskParamSchemas) as TaskType[];
export type TaskParams<T extends TaskType> = z.output<(typeof taskParamSchemas)[T]>;

export interface TaskTypeInfo {
  capability: Capability;
  mediaType: 'image' | 'video' | 'audio';
  /** Flat setting key (spec §3) used when taskCosts has no entry for the type itself. */
  flatCostKey: string;
  /** Chinese name shown in the task centre and the points history. */
  label: string;
  /** Most outputs one submit may ask for (spec: count). */
  maxCount: number;
}

export const TASK_TYPE_INFO: Record<TaskType, TaskTypeInfo> = {
  'gcimg-storyboard-bytxt': {
    capability: 'image.generate',
    mediaType: 'image',
    flatCostKey: 'imageCost',
    label: '文生图',
    maxCount: 4,
  },
  'gcimg-storyboard-byimg': {
    capability: 'image.edit',
    mediaType: 'image',
    flatCostKey: 'imageCost',
    label: '图生图',
    maxCount: 4,
  },
  'gcimg-storyboard-byfusion': {
    capability: 'image.edit',
    mediaType: 'image',
    flatCostKey: 'imageCost',
    label: '多图融合',
    maxCount: 4,
  },
  'gcimg-storyboard-byframe': {
    capability: 'image.edit',
    mediaType: 'image',
    flatCostKey: 'editImgCost',
    label: '通用编辑',
    maxCount: 4,
  },
  'gcimg-storyboard-redraw': {
    capability: 'image.inpaint',
    mediaType: 'image',
    flatCostKey: 'redrawCost',
    label: '局部重绘',
    maxCount: 4,
  },
  'gcimg-storyboard-clothswap': {
    capability: 'image.tryon',
    mediaType: 'image',
    flatCostKey: 'faceswapCost',
    label: 'AI换装',
    maxCount: 1,
  },
  'gcimg-storyboard-faceswap': {
    capability: 'image.faceswap',
    mediaType: 'image',
    flatCostKey: 'faceswapCost',
    label: 'AI换脸',
    maxCount: 1,
  },
  'gcimg-storyboard-hd': {
    capability: 'image.upscale',
    mediaType: 'image',
    flatCostKey: 'resolutionCost',
    label: '图片超分',
    maxCount: 1,
  },
  'gcvideo-bytxt-sgl': {
    capability: 'video.generate',
    mediaType: 'video',
    flatCostKey: 'videoCost',
    label: '文生视频',
    maxCount: 1,
  },
  'gcvideo-byimg-sgl': {
    capability: 'video.fromImage',
    mediaType: 'video',
    flatCostKey: 'videoCost',
    label: '图生视频',
    maxCount: 1,
  },
  'gcvideo-byhd-sgl': {
    capability: 'video.upscale',
    mediaType: 'video',
    flatCostKey: 'resolutionCost',
    label: '视频超分',
    maxCount: 1,
  },
  'gcvideo-bylipsync-sgl': {
    capability: 'video.lipsync',
    mediaType: 'video',
    flatCostKey: 'lipsyncCost',
    label: '对口型',
    maxCount: 1,
  },
  'gcaudio-tts': {
    capability: 'audio.tts',
    mediaType: 'audio',
    flatCostKey: 'audioCost',
    label: '配音',
    maxCount: 1,
  },
  'gcaudio-sound': {
    capability: 'audio.sound',
    mediaType: 'audio',
    flatCostKey: 'aisoundCost',
    label: 'AI音效',
    maxCount: 1,
  },
  'gcvideo-merge': {
    capability: 'video.merge',
    mediaType: 'video',
    flatCostKey: 'longVideoCost',
    label: '视频合成',
    maxCount: 1,
  },
};

export const isTaskType = (t: string): t is TaskType => Object.hasOwn(taskParamSchemas, t);

/** Cost of one output of a task type: its taskCosts entry, else its flat key, else 0 (spec §5). */
export function taskUnitCost(setting: IntegralSetting | null | undefined, type: TaskType): number {
  const entry = setting?.taskCosts?.find((c) => c.key === type);
  return entry ? entry.costPoints : unitCost(setting, TASK_TYPE_INFO[type].flatCostKey);
}

export const taskCost = (setting: IntegralSetting | null | undefined, type: TaskType, count = 1) =>
  taskUnitCost(setting, type) * count;
