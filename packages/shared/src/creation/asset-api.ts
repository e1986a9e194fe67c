import { z } from 'zod';
import { ASPECT_RATIOS, ASSET_TYPES } from '../constants/media';
import type { FileView } from '../tasks/task-api';

/**
 * Shapes of the asset library endpoints (spec §2 /assetLibrary tabs material | created | favorited, scopes
 * selectList | cloneList; §3 asset types). Our paths, under /api/v1/assets (docs/decisions.md).
 *
 *   GET  /api/v1/assets?type&tab&scope&offset&limit  → { items: AssetView[], total, hasMore }
 *   POST /api/v1/assets/create    AssetCreateBody    → AssetView   (an uploaded file or a generated output)
 *   POST /api/v1/assets/generate  AssetGenerateBody  → TaskView    (an image task, charged; save a pick with create)
 *   POST /api/v1/assets/favorite  { id, favorite }   → AssetView   (a material is cloned first)
 *   POST /api/v1/assets/delete    { id }             → { deleted: true } (own assets only)
 *   POST /api/v1/assets/clone     { id } | { roleId, name? } → AssetView (material or a script's role → mine)
 *   POST /api/v1/assets/use       { id }             → AssetView   (own asset for a shot background; a material is cloned)
 */

export type AssetType = (typeof ASSET_TYPES)[number];
export const ASSET_TABS = ['material', 'created', 'favorited'] as const;
export type AssetTab = (typeof ASSET_TABS)[number];
export const ASSET_SCOPES = ['selectList', 'cloneList'] as const;
export type AssetScope = (typeof ASSET_SCOPES)[number];

export const ASSET_TYPE_LABELS: Record<AssetType, string> = {
  character: '角色',
  'empty-shot': '空镜',
  'empty-shot_V14': '空镜',
  scene: '场景',
};

/** Empty shots are scenes without people: this is added to every empty-shot prompt. */
export const EMPTY_SHOT_PROMPT_SUFFIX = '空镜头，画面中没有任何人物，无人，纯场景';
export const SCENE_PROMPT_SUFFIX = '场景设定图，环境全景，无文字';

const assetType = z.enum(ASSET_TYPES, { error: 'type：资产类型无效' });
const assetId = z.uuid({ error: 'id：资产编号无效' });

export const listAssetsQuerySchema = z.strictObject({
  type: assetType,
  tab: z.enum(ASSET_TABS, { error: 'tab：标签无效' }).default('created'),
  scope: z.enum(ASSET_SCOPES, { error: 'scope：范围无效' }).optional(),
  offset: z.coerce
    .number({ error: 'offset：必须是数字' })
    .int()
    .min(0, { error: 'offset：不能小于 0' })
    .default(0),
  limit: z.coerce
    .number({ error: 'limit：必须是数字' })
    .int()
    .min(1, { error: 'limit：至少为 1' })
    .max(100, { error: 'limit：最多 100' })
    .default(24),
});
export type ListAssetsQuery = z.input<typeof listAssetsQuerySchema>;
export type ListAssetsParams = z.output<typeof listAssetsQuerySchema>;

const assetName = z
  .string({ error: 'name：请填写名称' })
  .trim()
  .min(1, { error: 'name：请填写名称' })
  .max(40, { error: 'name：名称不能超过 40 字' });

export const assetCreateBodySchema = z.strictObject({
  type: assetType,
  name: assetName,
  description: z.string().trim().max(500, { error: 'description：描述不能超过 500 字' }).default(''),
  prompt: z.string().trim().max(2000, { error: 'prompt：描述不能超过 2000 字' }).default(''),
  fileId: z.uuid({ error: 'fileId：请上传图片' }),
  /** Platform admins only: publish as platform material (the 素材 tab). */
  material: z.boolean({ error: 'material：请传 true 或 false' }).default(false),
});
export type AssetCreateBody = z.input<typeof assetCreateBodySchema>;

export const assetGenerateBodySchema = z.strictObject({
  type: assetType,
  prompt: z
    .string({ error: 'prompt：请描述画面' })
    .trim()
    .min(1, { error: 'prompt：请描述画面' })
    .max(1500, { error: 'prompt：描述不能超过 1500 字' }),
  count: z
    .number({ error: 'count：数量必须是数字' })
    .int({ error: 'count：数量必须是整数' })
    .min(1, { error: 'count：数量至少为 1' })
    .max(4, { error: 'count：每次最多生成 4 张' })
    .default(1),
  aspectRatio: z.enum(ASPECT_RATIOS, { error: 'aspectRatio：画面比例无效' }).default('16:9'),
  idempotencyKey: z.string().min(8, { error: 'idempotencyKey：至少 8 个字符' }).max(128).optional(),
});
export type AssetGenerateBody = z.input<typeof assetGenerateBodySchema>;

export const assetFavoriteBodySchema = z.strictObject({
  id: assetId,
  favorite: z.boolean({ error: 'favorite：请传 true 或 false' }),
});
export const assetIdBodySchema = z.strictObject({ id: assetId });
export const assetCloneBodySchema = z.union(
  [
    z.strictObject({ id: assetId }),
    z.strictObject({ roleId: z.uuid({ error: 'roleId：角色编号无效' }), name: assetName.optional() }),
  ],
  { error: 'id：请指定要加入资产库的素材或角色' },
);
export type AssetCloneBody = z.input<typeof assetCloneBodySchema>;

export interface AssetView {
  id: string;
  type: AssetType;
  name: string;
  description: string;
  prompt: string;
  fileId: string | null;
  file: FileView | null;
  /** Platform material (the 素材 tab); not yours to change. */
  material: boolean;
  /** Yours (created, cloned or saved); false for material. */
  mine: boolean;
  favorite: boolean;
  clonedFrom: string | null;
  scriptId: string | null;
  taskId: string | null;
  createAt: number;
}

export interface AssetListView {
  items: AssetView[];
  total: number;
  hasMore: boolean;
}
