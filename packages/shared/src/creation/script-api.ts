import { z } from 'zod';
import { ASPECT_RATIOS } from '../constants/media';
import {
  CANVAS_SIZE_KEYS,
  CREATION_STEPS,
  type CreationStep,
  SCRIPT_LINE_KINDS,
  type ScriptLineKind,
} from './creation-constants';

/**
 * Shapes of the script endpoints of the creation pipeline (answers inside the usual `{code,msg,data}` envelope).
 * A project of the creation flow is a script (spec §2 flow; §7 names the calls /v2/script/…).
 *
 *   POST   /api/v2/script/projects                      CreateScriptBody → ScriptDetail
 *   GET    /api/v2/script/projects?offset&limit         → { list: ScriptSummary[], total } newest update first
 *   GET    /api/v2/script/projects/:id                  → ScriptDetail (its `step` is where the flow reopens)
 *   PATCH  /api/v2/script/projects/:id                  UpdateScriptBody → ScriptDetail
 *   DELETE /api/v2/script/projects/:id                  soft delete → { id }
 *   PATCH  /api/v2/script/projects/:id/step             { step } → ScriptDetail (prerequisites checked)
 *   POST   /api/v2/script/projects/:id/write            AiWriteBody → text/event-stream (see below); errors
 *                                                       before the first event are the JSON envelope (400403…)
 *   GET    /api/v2/script/excel/template                the .xlsx template (剧本 + 角色 + 填写说明 sheets)
 *   POST   /api/v2/script/projects/:id/import           multipart `file` (.xlsx ≤ 5 MB) → ScriptDetail; replaces
 *                                                       the content; any bad row refuses the whole file
 *   POST   /api/v2/script/projects/:id/lines/edit       LineEditBody (replace | delete | add) → ScriptDetail
 *   POST   /api/v2/script/projects/:id/lines/reorder    { sceneId, lineIds } → ScriptDetail
 *   POST   /api/v2/script/projects/:id/scenes           AddSceneBody → ScriptDetail
 *   PATCH  /api/v2/script/projects/:id/scenes/:sceneId  SceneFields → ScriptDetail
 *   DELETE /api/v2/script/projects/:id/scenes/:sceneId  → ScriptDetail
 *   GET    /api/v2/script/projects/:id/edits            → ScriptEditView[] newest first
 *   POST   /api/v2/script/projects/:id/edits/undo       → ScriptDetail (the newest edit not yet undone)
 *
 * The write stream's events: `start` {cost}, `delta` {text} (the model's raw output as it arrives),
 * `done` {script: ScriptDetail}, `error` {code, msg} (the charge was refunded). The stream always ends
 * after `done` or `error`.
 */

export const SCRIPT_TITLE_MAX = 60;
export const SCRIPT_IDEA_MAX = 4000;
export const SCRIPT_LINE_TEXT_MAX = 2000;
export const DEFAULT_SCRIPT_TITLE = '未命名剧本';
/** Excel imports larger than this are refused before parsing. */
export const SCRIPT_EXCEL_MAX_BYTES = 5 * 1024 * 1024;
export const SCRIPT_EXCEL_MAX_ROWS = 3000;

/** Spec §3 script source as stored: AI=0, USER=1, EXCEL=3. */
const sourceSchema = z.union([z.literal(0), z.literal(1), z.literal(3)], {
  error: 'source：剧本来源只能是 0（AI）、1（手动）或 3（Excel）',
});

const titleSchema = z
  .string({ error: 'title：请输入剧本名称' })
  .trim()
  .min(1, { error: 'title：请输入剧本名称' })
  .max(SCRIPT_TITLE_MAX, { error: `title：剧本名称最多 ${SCRIPT_TITLE_MAX} 个字` });
const ideaSchema = z
  .string({ error: 'idea：请输入故事创意' })
  .trim()
  .max(SCRIPT_IDEA_MAX, { error: `idea：故事创意最多 ${SCRIPT_IDEA_MAX} 个字` });
const aspectRatioSchema = z.enum(ASPECT_RATIOS, {
  error: 'aspectRatio：画面比例只能是 16:9、9:16、4:3 或 3:4',
});
const canvasSchema = z.enum(CANVAS_SIZE_KEYS, { error: 'canvas：画布尺寸只能是 720x1280 或 1920x1080' });

export const createScriptBodySchema = z.strictObject({
  title: titleSchema.optional(),
  idea: ideaSchema.optional(),
  source: sourceSchema.default(1),
  aspectRatio: aspectRatioSchema.optional(),
  canvas: canvasSchema.optional(),
});
export type CreateScriptBody = z.input<typeof createScriptBodySchema>;

export const updateScriptBodySchema = z.strictObject({
  title: titleSchema.optional(),
  idea: ideaSchema.optional(),
  aspectRatio: aspectRatioSchema.optional(),
  canvas: canvasSchema.optional(),
});
export type UpdateScriptBody = z.input<typeof updateScriptBodySchema>;

export const setStepBodySchema = z.strictObject({
  step: z.enum(CREATION_STEPS, { error: 'step：步骤只能是 create、art、artImage 或 storyboard' }),
});

export const aiWriteBodySchema = z.strictObject({
  idea: z
    .string({ error: 'idea：请输入故事创意' })
    .trim()
    .min(4, { error: 'idea：故事创意至少 4 个字' })
    .max(SCRIPT_IDEA_MAX, { error: `idea：故事创意最多 ${SCRIPT_IDEA_MAX} 个字` }),
  genre: z.string().trim().max(20, { error: 'genre：题材最多 20 个字' }).optional(),
  episodes: z
    .number({ error: 'episodes：集数必须是数字' })
    .int({ error: 'episodes：集数必须是整数' })
    .min(1, { error: 'episodes：至少 1 集' })
    .max(10, { error: 'episodes：最多 10 集' })
    .default(1),
  /** Minutes per episode. */
  minutes: z
    .number({ error: 'minutes：时长必须是数字' })
    .min(0.5, { error: 'minutes：每集至少 0.5 分钟' })
    .max(30, { error: 'minutes：每集最多 30 分钟' })
    .default(2),
});
export type AiWriteBody = z.input<typeof aiWriteBodySchema>;

export const lineFieldsSchema = z.strictObject({
  kind: z.enum(SCRIPT_LINE_KINDS, { error: 'line.kind：类型只能是 action、dialogue 或 narration' }),
  roleName: z.string().trim().max(40, { error: 'line.roleName：角色名最多 40 个字' }).nullish(),
  text: z
    .string({ error: 'line.text：请输入内容' })
    .trim()
    .min(1, { error: 'line.text：请输入内容' })
    .max(SCRIPT_LINE_TEXT_MAX, { error: `line.text：内容最多 ${SCRIPT_LINE_TEXT_MAX} 个字` }),
  emotion: z.string().trim().max(20, { error: 'line.emotion：情绪最多 20 个字' }).nullish(),
});
export type LineFields = z.input<typeof lineFieldsSchema>;

const uuid = (field: string) => z.uuid({ error: `${field}：编号无效` });

export const lineEditBodySchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('replace'), lineId: uuid('lineId'), line: lineFieldsSchema }),
    z.strictObject({ action: z.literal('delete'), lineId: uuid('lineId') }),
    z.strictObject({
      action: z.literal('add'),
      sceneId: uuid('sceneId'),
      /** Insert after this line; null puts it first; omitted appends at the end of the scene. */
      afterLineId: uuid('afterLineId').nullish(),
      line: lineFieldsSchema,
    }),
  ],
  { error: 'action：编辑动作只能是 replace、delete 或 add' },
);
export type LineEditBody = z.input<typeof lineEditBodySchema>;

export const reorderLinesBodySchema = z.strictObject({
  sceneId: uuid('sceneId'),
  lineIds: z.array(uuid('lineIds'), { error: 'lineIds：请传入该场全部台词的新顺序' }).max(2000),
});

export const sceneFieldsSchema = z.strictObject({
  heading: z
    .string({ error: 'heading：请输入场景标题' })
    .trim()
    .min(1, { error: 'heading：请输入场景标题' })
    .max(80, { error: 'heading：场景标题最多 80 个字' }),
  location: z.string().trim().max(60, { error: 'location：地点最多 60 个字' }).default(''),
  timeOfDay: z.string().trim().max(20, { error: 'timeOfDay：时间最多 20 个字' }).default(''),
  description: z.string().trim().max(2000, { error: 'description：场景描述最多 2000 个字' }).default(''),
});
export type SceneFields = z.input<typeof sceneFieldsSchema>;

export const addSceneBodySchema = sceneFieldsSchema.extend({
  episode: z
    .number({ error: 'episode：集数必须是数字' })
    .int()
    .min(1, { error: 'episode：集数至少为 1' })
    .max(99, { error: 'episode：集数最多 99' })
    .default(1),
  /** Insert after this scene of the same episode; omitted appends to the episode. */
  afterSceneId: uuid('afterSceneId').nullish(),
});
export type AddSceneBody = z.input<typeof addSceneBodySchema>;

/** 0 idle, 1 writing, 2 done, 3 failed (scripts.write_status). */
export const ScriptWriteStatus = { IDLE: 0, WRITING: 1, DONE: 2, FAILED: 3 } as const;
export type ScriptWriteStatusValue = (typeof ScriptWriteStatus)[keyof typeof ScriptWriteStatus];

export interface ScriptSummary {
  id: string;
  title: string;
  idea: string;
  source: 0 | 1 | 3;
  stage: number;
  step: CreationStep;
  aspectRatio: string;
  canvas: string;
  writeStatus: ScriptWriteStatusValue;
  writeError: string | null;
  sceneCount: number;
  lineCount: number;
  roleCount: number;
  shotCount: number;
  /** A shot image or else a character image (signed thumbnail URL), when one exists. */
  coverUrl: string | null;
  /** Seconds, like every time the spec gives. */
  createAt: number;
  updateAt: number;
}

export interface ScriptLineView {
  id: string;
  sceneId: string;
  position: number;
  kind: ScriptLineKind;
  /** The character of a dialogue line, matched by name when the line names one that exists. */
  roleId: string | null;
  roleName: string | null;
  text: string;
  emotion: string | null;
  audioFileId: string | null;
}

export interface ScriptSceneView {
  id: string;
  episode: number;
  position: number;
  heading: string;
  location: string;
  timeOfDay: string;
  description: string;
  lines: ScriptLineView[];
}

export interface ScriptEpisodeView {
  episode: number;
  scenes: ScriptSceneView[];
}

export interface ScriptRoleBrief {
  id: string;
  name: string;
  hasImage: boolean;
}

export interface ScriptDetail extends ScriptSummary {
  styleId: string | null;
  customStylePrompt: string | null;
  modelFamily: string | null;
  narrationTimbreId: string | null;
  episodes: ScriptEpisodeView[];
  roles: ScriptRoleBrief[];
  /** Edits that undo can still revert. */
  undoable: number;
}

export interface ScriptEditView {
  id: number;
  target: 'line' | 'scene';
  action: 'replace' | 'delete' | 'add';
  /** One Chinese line saying what changed, e.g. 修改台词「你好」. */
  summary: string;
  createAt: number;
  undone: boolean;
}

export interface ScriptWriteEvents {
  start: { cost: number };
  delta: { text: string };
  done: { script: ScriptDetail };
  error: { code: number; msg: string };
}
