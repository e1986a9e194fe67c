import { z } from 'zod';
import { ASPECT_RATIOS, CUSTOM_STYLE_ID } from '../constants/media';
import type { FileView, TaskView } from '../tasks/task-api';

/**
 * Shapes of the character and style endpoints (spec §7 "Script" and "AI tools"; payloads were not shown, so
 * these are ours — docs/decisions.md "Creation pipeline"). Answers are inside the usual `{code,msg,data}`.
 *
 *   GET  /api/v2/script/roles/list?scriptId               → { items: RoleView[] }
 *   GET  /api/v2/script/roles/image/list?scriptId         → { items: RoleImageView[] } (with newest image task)
 *   POST /api/v2/script/roles/create      RoleCreateBody  → RoleView
 *   POST /api/v2/script/roles/save        RoleSaveBody    → RoleView
 *   POST /api/v2/script/roles/delete      { roleId }      → { deleted: true }
 *   POST /api/v2/script/roles/updateTimbre { roleId, timbreId|null } → RoleView
 *   POST /api/v2/script/roles/image/createByAi RoleCreateByAiBody → RoleHistoryView (task charged)
 *   POST /api/v2/script/roles/image/editByAi   RoleEditByAiBody   → RoleHistoryView (task charged)
 *   POST /api/v2/script/roles/image/retry      { roleId, hisId }  → RoleHistoryView (a new task, charged)
 *   POST /api/v2/script/roles/image/replace    RoleReplaceBody    → RoleView
 *   GET  /api/v2/script/roles/image/gcHistory?roleId      → { items: RoleHistoryView[] } newest first
 *   GET  /api/v2/script/roles/image/gcHistory/:hisId      → RoleHistoryView
 *   GET  /api/v2/script/roles/refOptions                  → RefOptionsView
 *   GET  /api/v2/script/roles/refList?scriptId            → RefListView
 *   GET  /api/v2/script/roles/imageStyles                 → { items: ImageStyleView[] } (custom style last)
 *   POST /api/v2/script/setImageStyle     SetImageStyleBody → { styleId, customStylePrompt }
 *   GET  /api/v1/aitools/image/styles?posterStyle=true|false → { items: ImageStyleView[] }
 *   POST /api/v1/aitools/styles/feedback  StyleFeedbackBody → { id }
 */

const uuid = (field: string, what: string) => z.uuid({ error: `${field}：${what}无效` });
const text = (field: string, label: string, max: number) =>
  z
    .string({ error: `${field}：${label}必须是文字` })
    .trim()
    .max(max, { error: `${field}：${label}不能超过 ${max} 字` });
const roleName = z
  .string({ error: 'name：请填写角色名' })
  .trim()
  .min(1, { error: 'name：请填写角色名' })
  .max(40, { error: 'name：角色名不能超过 40 字' });

export const roleIdBodySchema = z.strictObject({ roleId: uuid('roleId', '角色编号') });
export const scriptIdQuerySchema = z.strictObject({ scriptId: uuid('scriptId', '剧本编号') });
export const roleIdQuerySchema = z.strictObject({ roleId: uuid('roleId', '角色编号') });

export const roleCreateBodySchema = z.strictObject({
  scriptId: uuid('scriptId', '剧本编号'),
  name: roleName,
  description: text('description', '角色介绍', 1000).default(''),
  appearance: text('appearance', '外貌描述', 1000).default(''),
  gender: text('gender', '性别', 10).optional(),
  age: text('age', '年龄', 20).optional(),
});
export type RoleCreateBody = z.input<typeof roleCreateBodySchema>;

/**
 * Spec §3 reference weights as a character keeps them (the image keys come from the role's own image and
 * refFileIds, so only the controls of refOptions are stored here).
 */
export const roleRefParamsSchema = z.strictObject({
  w: z.number({ error: 'refParams.w：参考权重必须是数字' }).min(0).max(1000).optional(),
  face_w: z.number({ error: 'refParams.face_w：面部权重必须是数字' }).min(0).max(100).optional(),
  subject_w: z.number({ error: 'refParams.subject_w：主体权重必须是数字' }).min(0).max(100).optional(),
  c: z.number({ error: 'refParams.c：多样性必须是数字' }).min(0).max(100).optional(),
  s: z.number({ error: 'refParams.s：风格化必须是数字' }).min(0).max(1000).optional(),
  raw: z.boolean({ error: 'refParams.raw：请传 true 或 false' }).optional(),
});
export type RoleRefParams = z.infer<typeof roleRefParamsSchema>;

export const roleSaveBodySchema = z.strictObject({
  roleId: uuid('roleId', '角色编号'),
  name: roleName.optional(),
  description: text('description', '角色介绍', 1000).optional(),
  appearance: text('appearance', '外貌描述', 1000).optional(),
  gender: text('gender', '性别', 10).nullable().optional(),
  age: text('age', '年龄', 20).nullable().optional(),
  refParams: roleRefParamsSchema.optional(),
  refFileIds: z
    .array(uuid('refFileIds', '参考图'))
    .max(4, { error: 'refFileIds：参考图最多 4 张' })
    .optional(),
});
export type RoleSaveBody = z.input<typeof roleSaveBodySchema>;

export const roleUpdateTimbreBodySchema = z.strictObject({
  roleId: uuid('roleId', '角色编号'),
  timbreId: z.string().trim().min(1, { error: 'timbreId：请选择音色' }).max(64).nullable(),
});

const imageCount = z
  .number({ error: 'count：数量必须是数字' })
  .int({ error: 'count：数量必须是整数' })
  .min(1, { error: 'count：数量至少为 1' })
  .max(4, { error: 'count：每次最多生成 4 张' })
  .default(1);
const idempotencyKey = z.string().min(8, { error: 'idempotencyKey：至少 8 个字符' }).max(128).optional();

export const roleCreateByAiBodySchema = z.strictObject({
  roleId: uuid('roleId', '角色编号'),
  count: imageCount,
  aspectRatio: z.enum(ASPECT_RATIOS, { error: 'aspectRatio：画面比例无效' }).optional(),
  idempotencyKey,
});
export type RoleCreateByAiBody = z.input<typeof roleCreateByAiBodySchema>;

export const roleEditByAiBodySchema = z.strictObject({
  roleId: uuid('roleId', '角色编号'),
  prompt: z
    .string({ error: 'prompt：请描述要怎么修改' })
    .trim()
    .min(1, { error: 'prompt：请描述要怎么修改' })
    .max(1000, { error: 'prompt：修改描述不能超过 1000 字' }),
  count: imageCount,
  idempotencyKey,
});
export type RoleEditByAiBody = z.input<typeof roleEditByAiBodySchema>;

export const roleRetryBodySchema = z.strictObject({
  roleId: uuid('roleId', '角色编号'),
  hisId: uuid('hisId', '生成记录编号'),
});

/** Either one output of the role's history (hisId + fileId) or an uploaded image of the caller (fileId). */
export const roleReplaceBodySchema = z.strictObject({
  roleId: uuid('roleId', '角色编号'),
  fileId: uuid('fileId', '图片'),
  hisId: uuid('hisId', '生成记录编号').optional(),
});
export type RoleReplaceBody = z.input<typeof roleReplaceBodySchema>;

export const setImageStyleBodySchema = z
  .strictObject({
    scriptId: uuid('scriptId', '剧本编号'),
    styleId: z
      .string({ error: 'styleId：请选择画风' })
      .trim()
      .min(1, { error: 'styleId：请选择画风' })
      .max(64),
    customPrompt: text('customPrompt', '自定义风格描述', 500).optional(),
  })
  .refine((b) => b.styleId !== CUSTOM_STYLE_ID || !!b.customPrompt, {
    error: 'customPrompt：自定义风格请填写风格描述',
    path: ['customPrompt'],
  });
export type SetImageStyleBody = z.input<typeof setImageStyleBodySchema>;

export const STYLE_FEEDBACK_RATINGS = ['like', 'dislike'] as const;
export const styleFeedbackBodySchema = z.strictObject({
  styleId: z.string({ error: 'styleId：请选择画风' }).trim().min(1, { error: 'styleId：请选择画风' }).max(64),
  rating: z.enum(STYLE_FEEDBACK_RATINGS, { error: 'rating：请选择喜欢或不喜欢' }),
  text: text('text', '反馈内容', 500).default(''),
});
export type StyleFeedbackBody = z.input<typeof styleFeedbackBodySchema>;

export interface RoleView {
  id: string;
  scriptId: string;
  name: string;
  description: string;
  appearance: string;
  gender: string | null;
  age: string | null;
  position: number;
  /** The chosen image every later shot uses as the character reference (cref). */
  imageFileId: string | null;
  image: FileView | null;
  refFileIds: string[];
  refFiles: FileView[];
  refParams: RoleRefParams;
  timbreId: string | null;
  timbreName: string | null;
  /** The newest image task (createByAi, editByAi, retry). */
  imageTaskId: string | null;
  createAt: number;
  updateAt: number;
}

export interface RoleImageView extends RoleView {
  imageTask: TaskView | null;
}

export const ROLE_HISTORY_ACTIONS = ['createByAi', 'editByAi', 'retry', 'upload'] as const;
export type RoleHistoryAction = (typeof ROLE_HISTORY_ACTIONS)[number];

export interface RoleHistoryView {
  id: string;
  roleId: string;
  action: RoleHistoryAction;
  prompt: string;
  /** The generation (null for uploads); its outputs are the candidates. */
  task: TaskView | null;
  /** For uploads: the uploaded image. */
  file: FileView | null;
  createAt: number;
}

/** A control of the reference params panel (spec §3 param controls slider | switch). */
export interface RefParamControl {
  key: 'w' | 'face_w' | 'subject_w' | 'c' | 's' | 'raw';
  label: string;
  description: string;
  control: 'slider' | 'switch';
  min?: number;
  max?: number;
  step?: number;
  default: number | boolean;
}

export interface RefKindOption {
  key: 'cref' | 'sref' | 'oref' | 'roleRef' | 'bgImage';
  label: string;
  description: string;
  /** How many images the key takes. */
  max: number;
}

export interface RefOptionsView {
  params: RefParamControl[];
  kinds: RefKindOption[];
}

export interface RefListRole {
  roleId: string;
  name: string;
  imageFileId: string | null;
  image: FileView | null;
  refFileIds: string[];
  refFiles: FileView[];
  refParams: RoleRefParams;
}

export interface RefListAsset {
  id: string;
  type: string;
  name: string;
  fileId: string;
  file: FileView;
  /** Platform material: use it through POST /api/v1/assets/clone first (its file is not yours). */
  material: boolean;
}

export interface RefListView {
  roles: RefListRole[];
  assets: RefListAsset[];
}

export interface ImageStyleView {
  id: string;
  name: string;
  description: string;
  previewUrl: string;
  posterStyle: boolean;
  /** True only for CUSTOM_STYEL: the script's customStylePrompt is the style. */
  custom?: boolean;
}

export interface ScriptImageStyleView {
  styleId: string;
  customStylePrompt: string | null;
}
