import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import type { FileView } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { imageThumbnail, videoPoster } from '../../media/thumbnails';
import { sniffUpload } from '../../media/upload-check';
import type { Actor } from '../auth/actor';
import { type FileVariant, fileViewOf, verifyFileSignature } from './file-urls';
import { findFile, insertFile } from './files.repository';

/** `u/<user>/<yyyy-mm>/<uuid>.<ext>`: spread by user and month so no directory grows without bound. */
export function storageKeyFor(userId: number, ext: string, suffix = ''): string {
  const month = new Date().toISOString().slice(0, 7);
  return `u/${userId}/${month}/${randomUUID()}${suffix}.${ext}`;
}

/**
 * Keeps an uploaded file: checked by content and limits first, then stored with its thumbnail, then recorded.
 * A refusal or failure at any step leaves no object and no row behind.
 */
export async function saveUpload(
  ctx: AppContext,
  actor: Actor,
  upload: { path: string; filename: string },
): Promise<FileView> {
  const info = await sniffUpload(upload.path);
  const key = storageKeyFor(actor.userId, info.ext);
  const thumbKey =
    info.kind === 'audio'
      ? null
      : storageKeyFor(actor.userId, info.kind === 'image' ? 'webp' : 'jpg', '-thumb');
  const written: string[] = [];
  try {
    await ctx.storage.put(key, { path: upload.path }, { contentType: info.mime });
    written.push(key);
    if (thumbKey) {
      const thumb =
        info.kind === 'image'
          ? await imageThumbnail(await readFile(upload.path))
          : await videoPoster(upload.path);
      await ctx.storage.put(thumbKey, thumb, {
        contentType: info.kind === 'image' ? 'image/webp' : 'image/jpeg',
      });
      written.push(thumbKey);
    }
    const size = (await ctx.storage.stat(key))?.size ?? 0;
    const row = await insertFile(ctx.db, {
      userId: actor.userId,
      enterpriseId: actor.enterpriseId,
      role: 'upload',
      kind: info.kind,
      mime: info.mime,
      size,
      width: info.width ?? null,
      height: info.height ?? null,
      duration: info.duration ?? null,
      name: cleanName(upload.filename),
      storageKey: key,
      thumbKey,
    });
    return fileViewOf(ctx, row);
  } catch (err) {
    await Promise.all(written.map((k) => ctx.storage.delete(k).catch(() => undefined)));
    throw err;
  } finally {
    await rm(upload.path, { force: true });
  }
}

export interface ServeRequest {
  variant: FileVariant;
  exp?: number;
  sig?: string;
}

/** Who may read a file: its owner, or the holder of a valid signature for exactly this file and variant. */
export async function openForServe(ctx: AppContext, actor: Actor | null, id: string, req: ServeRequest) {
  const row = await findFile(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', '文件不存在');
  const signed =
    req.sig && req.exp ? await verifyFileSignature(ctx, id, req.variant, req.exp, req.sig) : false;
  // The implicit-only copy is handed out only by signature (a download after the watermark-free application,
  // or a task input): owning the file is not enough, or the application could be skipped.
  if (!signed && req.variant === 'clean') throw new AppError('NOT_FOUND', '文件不存在');
  if (!signed && actor?.userId !== row.userId) {
    if (!actor) throw new AppError('SESSION_INVALID', '请先登录');
    throw new AppError('NOT_FOUND', '文件不存在');
  }
  const key =
    req.variant === 'thumb' ? row.thumbKey : req.variant === 'clean' ? row.cleanKey : row.storageKey;
  if (!key) throw new AppError('NOT_FOUND', '文件不存在');
  const mime = req.variant === 'thumb' ? (row.kind === 'image' ? 'image/webp' : 'image/jpeg') : row.mime;
  return { row, key, mime };
}

function cleanName(name: string): string | null {
  // Path parts and control characters never reach storage or headers.
  const base =
    name
      .split(/[\\/]/)
      .pop()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
      ?.replace(/[\u0000-\u001f\u007f]/g, '')
      .trim() ?? '';
  return base ? base.slice(0, 200) : null;
}
