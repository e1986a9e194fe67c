import {
  assetCloneBodySchema,
  assetCreateBodySchema,
  assetFavoriteBodySchema,
  assetGenerateBodySchema,
  assetIdBodySchema,
  listAssetsQuerySchema,
} from '@lizi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { ok } from '../../lib/envelope';
import { requireActor } from '../auth/actor';
import {
  cloneAsset,
  createAsset,
  deleteAsset,
  favoriteAsset,
  generateAsset,
  listAssetsFor,
  ownAssetForShot,
} from './assets.service';

/** 资产库与空镜 (spec §2 /assetLibrary, emptyShotV1_4; shapes in packages/shared asset-api.ts). */
export function assetsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['assets'];
    app.get(
      '/v1/assets',
      {
        schema: {
          tags,
          summary: '资产列表（素材 / 我创建的 / 我收藏的）',
          querystring: listAssetsQuerySchema,
        },
      },
      async (req) => ok(await listAssetsFor(ctx, requireActor(req.actor), req.query)),
    );
    app.post(
      '/v1/assets/create',
      { schema: { tags, summary: '上传图片或保存生成结果为资产', body: assetCreateBodySchema } },
      async (req) => ok(await createAsset(ctx, requireActor(req.actor), req.body)),
    );
    app.post(
      '/v1/assets/generate',
      { schema: { tags, summary: 'AI 生成场景或空镜（扣制作栗）', body: assetGenerateBodySchema } },
      async (req) => ok(await generateAsset(ctx, requireActor(req.actor), req.body)),
    );
    app.post(
      '/v1/assets/favorite',
      { schema: { tags, summary: '收藏或取消收藏', body: assetFavoriteBodySchema } },
      async (req) => ok(await favoriteAsset(ctx, requireActor(req.actor), req.body.id, req.body.favorite)),
    );
    app.post(
      '/v1/assets/delete',
      { schema: { tags, summary: '删除自己的资产', body: assetIdBodySchema } },
      async (req) => ok(await deleteAsset(ctx, requireActor(req.actor), req.body.id)),
    );
    app.post(
      '/v1/assets/clone',
      { schema: { tags, summary: '素材或剧本角色加入我的资产库', body: assetCloneBodySchema } },
      async (req) => ok(await cloneAsset(ctx, requireActor(req.actor), req.body)),
    );
    app.post(
      '/v1/assets/use',
      { schema: { tags, summary: '用作镜头背景（素材会先加入我的资产库）', body: assetIdBodySchema } },
      async (req) => ok(await ownAssetForShot(ctx, requireActor(req.actor), req.body.id)),
    );
  };
}
