import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileView } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { secretKey } from '../secrets/secrets.repository';
import type { FileRow } from './files.repository';

export type FileVariant = 'main' | 'thumb' | 'clean';

/**
 * Files are served by /api/v1/files/:id to their owner, or to anyone holding a short-lived signed URL (a
 * vendor fetching an input, an <img> in a shared page). The signature covers id, variant and expiry.
 */
export async function signFileUrl(
  ctx: AppContext,
  fileId: string,
  variant: FileVariant = 'main',
  ttlSeconds?: number,
) {
  const exp = Math.floor(Date.now() / 1000) + (ttlSeconds ?? ctx.config.fileUrlTtlSeconds);
  const sig = await signature(ctx, fileId, variant, exp);
  const v = variant === 'main' ? '' : `&variant=${variant}`;
  return `/api/v1/files/${fileId}?exp=${exp}&sig=${sig}${v}`;
}

export async function verifyFileSignature(
  ctx: AppContext,
  fileId: string,
  variant: FileVariant,
  exp: number,
  sig: string,
) {
  if (!Number.isFinite(exp) || exp < Date.now() / 1000) return false;
  const expected = Buffer.from(await signature(ctx, fileId, variant, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

async function signature(ctx: AppContext, fileId: string, variant: FileVariant, exp: number) {
  const key = await secretKey(ctx.db, 'file-urls');
  return createHmac('sha256', key).update(`${fileId}.${variant}.${exp}`).digest('base64url').slice(0, 32);
}

/**
 * The stored object a task reads as input: the implicit-only copy of an earlier output when there is one, so
 * a shot video made from a labelled still, or a film merged from labelled clips, carries one visible label
 * (its own) instead of a stack of them. The new output is labelled again by the engine.
 */
export function inputKeyOf(row: FileRow): { key: string; variant: FileVariant } {
  return row.cleanKey ? { key: row.cleanKey, variant: 'clean' } : { key: row.storageKey, variant: 'main' };
}

/** A URL a vendor can fetch the task input from, when PUBLIC_BASE_URL is set (or the store presigns). */
export async function publicFileUrl(ctx: AppContext, row: FileRow): Promise<string | null> {
  const input = inputKeyOf(row);
  const presigned = await ctx.storage.presignGet(input.key, 3600);
  if (presigned) return presigned;
  if (!ctx.config.publicBaseUrl) return null;
  return `${ctx.config.publicBaseUrl}${await signFileUrl(ctx, row.id, input.variant, 3600)}`;
}

export async function fileViewOf(ctx: AppContext, row: FileRow): Promise<FileView> {
  return {
    id: row.id,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    duration: row.duration,
    url: await signFileUrl(ctx, row.id),
    thumbUrl: row.thumbKey ? await signFileUrl(ctx, row.id, 'thumb') : null,
    name: row.name,
  };
}
