import type { WorkView } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { fileViewOf } from '../files/file-urls';
import type { FileRow } from '../files/files.repository';
import { findUserWithCompany, updateUser } from '../users/users.repository';
import {
  findWorkWithFile,
  insertWatermarkApplication,
  listWorks,
  setFavorite,
  type WorkRow,
} from './works.repository';

async function workView(ctx: AppContext, work: WorkRow, file: FileRow): Promise<WorkView> {
  return {
    id: work.id,
    category: work.category as WorkView['category'],
    title: work.title,
    favorite: work.favorite,
    taskId: work.taskId,
    taskType: null,
    file: await fileViewOf(ctx, file),
    createAt: Math.floor(work.createdAt.getTime() / 1000),
  };
}

export async function listOwnWorks(ctx: AppContext, actor: Actor, query: Parameters<typeof listWorks>[2]) {
  const { items, total } = await listWorks(ctx.db, actor.userId, query);
  return { items: await Promise.all(items.map((r) => workView(ctx, r.work, r.file))), total };
}

export async function favoriteWork(
  ctx: AppContext,
  actor: Actor,
  id: string,
  favorite: boolean,
): Promise<WorkView> {
  const work = await setFavorite(ctx.db, actor.userId, id, favorite);
  if (!work) throw new AppError('NOT_FOUND', '作品不存在');
  const row = await findWorkWithFile(ctx.db, actor.userId, id);
  if (!row) throw new AppError('NOT_FOUND', '作品不存在');
  return workView(ctx, row.work, row.file);
}

/**
 * The file a download gives: the visibly labelled one, or — once the user's watermark-free application passed —
 * the copy with only the implicit label (that one always stays, DESIGN.md §7).
 */
export async function downloadTarget(ctx: AppContext, actor: Actor, id: string) {
  const row = await findWorkWithFile(ctx.db, actor.userId, id);
  if (!row) throw new AppError('NOT_FOUND', '作品不存在');
  const user = await findUserWithCompany(ctx.db, actor.userId);
  const clean = user?.user.noWatermark === 1 && row.file.cleanKey;
  return { file: row.file, variant: clean ? ('clean' as const) : ('main' as const) };
}

export const WATERMARK_AGREEMENT = '我已阅读并同意遵守本平台的《用户协议》';

/**
 * The one-time watermark-free application (spec §1, §4): agreeing to the user agreement is the condition; the
 * application is recorded and takes effect at once (reviewers' screens are not part of the product, decisions.md).
 */
export async function applyNoWatermark(ctx: AppContext, actor: Actor, ip: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await insertWatermarkApplication(tx, {
      userId: actor.userId,
      agreement: WATERMARK_AGREEMENT,
      status: 'approved',
      ip,
    });
    await updateUser(tx, actor.userId, { noWatermark: 1 });
  });
}
