import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto-tokens';
import {
  consumeConfirmedQrLogin,
  findQrLogin,
  insertQrLogin,
  type QrLoginRow,
  transitionQrLogin,
} from './qr-login.repository';

export const QR_TTL_SECONDS = 120;
export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'cancelled';

/** App-authorisation sign-in: the desktop asks for a QR and keeps the poll token only it knows. */
export async function createQrLogin(ctx: AppContext, origin: string) {
  const id = randomToken(16);
  const pollToken = randomToken(24);
  await insertQrLogin(ctx.db, {
    id,
    pollSecretHash: sha256(pollToken),
    expiresAt: new Date(Date.now() + QR_TTL_SECONDS * 1000),
  });
  return {
    qrId: id,
    pollToken,
    confirmUrl: `${origin}/m/qrConfirm?qrId=${encodeURIComponent(id)}`,
    expiresIn: QR_TTL_SECONDS,
  };
}

function statusOf(row: QrLoginRow): QrStatus {
  const live = row.expiresAt.getTime() > Date.now();
  if ((row.status === 'waiting' || row.status === 'scanned') && !live) return 'expired';
  if (row.status === 'confirmed' && row.consumedAt) return 'expired';
  return row.status as QrStatus;
}

/**
 * Polled by the desktop. On the first poll after confirmation it returns the user id to start the session
 * for; later polls see the QR as used.
 */
export async function checkQrLogin(
  ctx: AppContext,
  qrId: string,
  pollToken: string,
): Promise<{ status: QrStatus; userId?: number }> {
  const row = await findQrLogin(ctx.db, qrId);
  if (!row || !safeEqual(row.pollSecretHash, sha256(pollToken)))
    throw new AppError('NOT_FOUND', '二维码不存在或已失效');
  const status = statusOf(row);
  if (status !== 'confirmed') return { status };
  const taken = await consumeConfirmedQrLogin(ctx.db, qrId);
  if (!taken?.userId) return { status: 'expired' };
  return { status: 'confirmed', userId: taken.userId };
}

/** The signed-in phone walks the QR through scanned → confirmed, or cancels it. */
export async function actOnQrLogin(
  ctx: AppContext,
  qrId: string,
  action: 'scan' | 'confirm' | 'cancel',
  userId: number,
) {
  const moves = {
    scan: { from: ['waiting'], to: 'scanned' },
    confirm: { from: ['waiting', 'scanned'], to: 'confirmed' },
    cancel: { from: ['waiting', 'scanned'], to: 'cancelled' },
  } as const;
  const move = moves[action];
  const ok = await transitionQrLogin(
    ctx.db,
    qrId,
    [...move.from],
    move.to,
    action === 'confirm' ? userId : undefined,
  );
  if (!ok) throw new AppError('BAD_REQUEST', '二维码已失效，请在电脑上刷新二维码');
}
