import { z } from 'zod';
import { ASPECT_RATIOS, FRAME_MODES, MODEL_FAMILIES, RESOLUTIONS, SHOT_KINDS } from '../constants/media';
import type { FileView, TaskView } from '../tasks/task-api';
import { CAMERA_MOVES, type TaskType } from '../tasks/task-types';

/**
 * Storyboard and storyboard video (issue 6, spec §2 aiStoryboard / aiStoryboardVideo, §3 shot kinds, frame
 * modes, video flags). Every call works on one script the caller owns; another user's script or shot answers
 * like a missing one.
 *
 *   GET    /v2/storyboard/shots?scriptId=              StoryboardView: the script's shots, in order
 *   POST   /v2/storyboard/shots                        insert one shot at a position → StoryboardView
 *   PATCH  /v2/storyboard/shots/:id                    edit a shot → ShotView
 *   DELETE /v2/storyboard/shots/:id                    delete, later shots move up → StoryboardView
 *   POST   /v2/storyboard/shots/reorder                {scriptId, shotIds} the whole new order → StoryboardView
 *   POST   /v2/storyboard/shots/renumber               {scriptId} positions 1..n, gaps closed → StoryboardView
 *   POST   /v2/storyboard/shots/:id/image/choose       {fileId|null} choose among outputs / own upload → ShotView
 *   POST   /v2/storyboard/shots/:id/video/choose       {fileId|null} → ShotView
 *   POST   /v2/storyboard/draft                        the LLM drafts shots from the script (cost key
 *                                                      gcimg-promptv3-auto, one ledger entry) → StoryboardView
 *   POST   /v2/storyboard/images                       one image task per shot (all or selected) → BatchResult
 *   POST   /v2/storyboard/videos                       one image-to-video task per shot → BatchResult
 *   GET    /v1/aitools/video/model/list                VideoModelList: configured video providers (spec §7)
 */

export const STORYBOARD_DRAFT_COST_KEY = 'gcimg-promptv3-auto';
/** Video tasks take 5 or 10 s; a shot of any length asks for the nearer one (≤ 5 s → 5, else 10). */
export const SHOT_VIDEO_DURATIONS = [5, 10] as const;
export const videoDurationOfShot = (seconds: number): 5 | 10 => (seconds <= 5 ? 5 : 10);
export const VIDEO_FEATURE_KEYS = ['bigMotion', 'highDetail', 'superFrame', 'multiCamera'] as const;
export type VideoFeatureKey = (typeof VIDEO_FEATURE_KEYS)[number];
export const VIDEO_FEATURE_LABELS: Record<VideoFeatureKey, string> = {
  bigMotion: '大幅运动',
  highDetail: '高清细节',
  superFrame: '超级帧率',
  multiCamera: '多镜头',
};
export const SHOT_KIND_LABELS: Record<(typeof SHOT_KINDS)[number], string> = {
  shotImg: '画面镜头',
  shotVideo: '视频镜头',
  shotRole: '角色镜头',
  shotScene: '空镜',
};
export const CAMERA_MOVE_LABELS: Record<(typeof CAMERA_MOVES)[number], string> = {
  zoomIn: '推镜',
  zoomOut: '拉镜',
  panLeft: '左摇',
  panRight: '右摇',
  panUp: '上摇',
  panDown: '下摇',
};
export const MODEL_FAMILY_LABELS: Record<(typeof MODEL_FAMILIES)[number], string> = {
  zg: '自研',
  ty: '通用',
  ty2: '通用 2.0',
  ts: '极速',
};
/** Most shots one script holds; a draft or an insert past it is refused. */
export const MAX_SHOTS_PER_SCRIPT = 300;

const uuid = (field: string, what: string) => z.uuid({ error: `${field}：${what}编号无效` });
const scriptId = uuid('scriptId', '剧本');
const text = (field: string, label: string, max: number) =>
  z
    .string({ error: `${field}：${label}必须是文字` })
    .trim()
    .max(max, { error: `${field}：${label}不能超过 ${max} 字` });
const shotIds = z
  .array(uuid('shotIds', '镜头'), { error: 'shotIds：请选择镜头' })
  .min(1, { error: 'shotIds：请至少选择 1 个镜头' })
  .max(MAX_SHOTS_PER_SCRIPT, { error: `shotIds：最多 ${MAX_SHOTS_PER_SCRIPT} 个镜头` });
/** A client-made key per click: repeating the same request (double click, network retry) charges once. */
const requestKey = z
  .string({ error: 'requestKey：请求编号无效' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'requestKey：请求编号无效' });
const durationSeconds = z
  .number({ error: 'durationSeconds：时长必须是数字' })
  .min(1, { error: 'durationSeconds：时长至少 1 秒' })
  .max(60, { error: 'durationSeconds：时长不能超过 60 秒' });
const videoFeatures = z.strictObject(
  {
    bigMotion: z.boolean().optional(),
    highDetail: z.boolean().optional(),
    superFrame: z.boolean().optional(),
    multiCamera: z.boolean().optional(),
  },
  { error: 'videoFeatures：视频特性无效' },
);

export const shotEditableSchema = z.strictObject({
  kind: z.enum(SHOT_KINDS, { error: 'kind：镜头类型无效' }).optional(),
  prompt: text('prompt', '画面描述', 2000).optional(),
  videoPrompt: text('videoPrompt', '运动描述', 2000).optional(),
  framing: text('framing', '景别', 40).optional(),
  roleIds: z.array(uuid('roleIds', '角色')).max(8, { error: 'roleIds：一个镜头最多 8 个角色' }).optional(),
  lineIds: z.array(uuid('lineIds', '台词')).max(50, { error: 'lineIds：一个镜头最多 50 句台词' }).optional(),
  backgroundAssetId: uuid('backgroundAssetId', '背景').nullable().optional(),
  durationSeconds: durationSeconds.optional(),
  frameMode: z.enum(FRAME_MODES, { error: 'frameMode：帧模式无效' }).optional(),
  /** twoFrames: the last frame, another shot's image or an upload. */
  lastFrameFileId: uuid('lastFrameFileId', '尾帧文件').nullable().optional(),
  videoFeatures: videoFeatures.optional(),
  cameraMove: z.enum(CAMERA_MOVES, { error: 'cameraMove：运镜方式无效' }).nullable().optional(),
});
export type ShotEditBody = z.infer<typeof shotEditableSchema>;

export const insertShotBodySchema = shotEditableSchema.extend({
  scriptId,
  /** 1-based; the shot lands there and later shots move down. Omitted: at the end. */
  position: z
    .number()
    .int({ error: 'position：位置必须是整数' })
    .min(1, { error: 'position：位置从 1 开始' })
    .optional(),
  sceneId: uuid('sceneId', '场次').nullable().optional(),
});
export type InsertShotBody = z.infer<typeof insertShotBodySchema>;

export const reorderShotsBodySchema = z.strictObject({ scriptId, shotIds });
export type ReorderShotsBody = z.infer<typeof reorderShotsBodySchema>;
export const renumberShotsBodySchema = z.strictObject({ scriptId });
export const chooseFileBodySchema = z.strictObject({
  /** One of the task's outputs, or a file the caller uploaded; null goes back to the newest result. */
  fileId: uuid('fileId', '文件').nullable(),
});
export type ChooseFileBody = z.infer<typeof chooseFileBodySchema>;

export const draftStoryboardBodySchema = z.strictObject({
  scriptId,
  /** Only these scenes; omitted: the whole script. */
  sceneIds: z.array(uuid('sceneIds', '场次')).min(1, { error: 'sceneIds：请至少选择 1 场' }).optional(),
  /** Replace the shots of those scenes (or all shots); otherwise the new shots are appended. */
  replace: z.boolean().optional(),
});
export type DraftStoryboardBody = z.infer<typeof draftStoryboardBodySchema>;

export const generateShotImagesBodySchema = z.strictObject({
  scriptId,
  shotIds: shotIds.optional(),
  aspectRatio: z.enum(ASPECT_RATIOS, { error: 'aspectRatio：画面比例无效' }).default('16:9'),
  resolution: z.enum(RESOLUTIONS, { error: 'resolution：分辨率无效' }).default('1K'),
  modelFamily: z.enum(MODEL_FAMILIES, { error: 'modelFamily：模型无效' }).optional(),
  count: z
    .number({ error: 'count：数量必须是数字' })
    .int({ error: 'count：数量必须是整数' })
    .min(1, { error: 'count：每个镜头至少 1 张' })
    .max(4, { error: 'count：每个镜头最多 4 张' })
    .default(1),
  requestKey,
});
export type GenerateShotImagesBody = z.input<typeof generateShotImagesBodySchema>;

export const generateShotVideosBodySchema = z.strictObject({
  scriptId,
  shotIds: shotIds.optional(),
  modelFamily: z.enum(MODEL_FAMILIES, { error: 'modelFamily：模型无效' }).optional(),
  requestKey,
});
export type GenerateShotVideosBody = z.input<typeof generateShotVideosBodySchema>;

export interface ShotView {
  id: string;
  scriptId: string;
  sceneId: string | null;
  position: number;
  kind: (typeof SHOT_KINDS)[number];
  prompt: string;
  videoPrompt: string;
  framing: string;
  roleIds: string[];
  lineIds: string[];
  backgroundAssetId: string | null;
  durationSeconds: number;
  frameMode: (typeof FRAME_MODES)[number];
  lastFrameFileId: string | null;
  lastFrame: FileView | null;
  videoFeatures: Partial<Record<VideoFeatureKey, boolean>>;
  cameraMove: (typeof CAMERA_MOVES)[number] | null;
  /** The newest image task (may be running or failed). */
  imageTask: TaskView | null;
  /** The file the user chose (an output or an upload); null = the newest result is shown. */
  imageFileId: string | null;
  /** What the shot shows: the chosen file, else the first output of its newest resolved image task. */
  image: FileView | null;
  /** Outputs of the newest resolved image task, to choose among. */
  imageChoices: FileView[];
  videoTask: TaskView | null;
  videoFileId: string | null;
  video: FileView | null;
  videoChoices: FileView[];
}

export interface StoryboardRole {
  id: string;
  name: string;
  image: FileView | null;
}
export interface StoryboardLine {
  id: string;
  sceneId: string;
  kind: string;
  roleName: string | null;
  text: string;
}
export interface StoryboardScene {
  id: string;
  heading: string;
  episode: number;
  position: number;
}
export interface StoryboardBackground {
  id: string;
  name: string;
  type: string;
  image: FileView | null;
}

export interface StoryboardView {
  script: {
    id: string;
    title: string;
    aspectRatio: string;
    canvas: string;
    styleId: string | null;
    modelFamily: string | null;
  };
  shots: ShotView[];
  roles: StoryboardRole[];
  scenes: StoryboardScene[];
  lines: StoryboardLine[];
  /** The caller's scene and empty-shot assets, usable as backgrounds. */
  backgrounds: StoryboardBackground[];
  /** Cost of one AI draft (gcimg-promptv3-auto). */
  draftCost: number;
  /** The image task type a generation of each shot uses now (by its references), for the cost estimate. */
  imageTaskTypes: Record<string, TaskType>;
}

export interface ShotBatchResult {
  /** Shots that got a task (or found the one this requestKey made already). */
  submitted: { shotId: string; task: TaskView }[];
  /** Points reserved by this call (0 when every task was a repeat). */
  cost: number;
}

export interface VideoModelItem {
  /** Provider entry id. */
  id: string;
  name: string;
  vendor: string;
  model: string;
  /** Served capabilities among video.fromImage / video.generate. */
  capabilities: string[];
  frameModes: (typeof FRAME_MODES)[number][];
  durations: number[];
  /** Spec §3 video flags this adapter maps onto a vendor parameter; the others are ignored by it. */
  features: VideoFeatureKey[];
  /** Takes cameraMove (the local renderer). */
  cameraMove: boolean;
  modelFamilies: (typeof MODEL_FAMILIES)[number][];
  /** The entry image-to-video tasks go to now (the first that serves it). */
  isDefault: boolean;
}

export interface VideoModelList {
  items: VideoModelItem[];
  /** Chinese: what to configure, when nothing serves image-to-video. */
  hint: string | null;
}
