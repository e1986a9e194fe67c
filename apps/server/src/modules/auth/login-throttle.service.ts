import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { clearFailures, countRecentFailures, recordFailure } from './login-throttle.repository';

/** Guessing limits: per account and per client address, over a sliding window. */
export const THROTTLE = { windowMinutes: 15, perSubject: 5, perIp: 30 } as const;

export async function assertNotThrottled(ctx: AppContext, subject: string, ip: string): Promise<void> {
  const [bySubject, byIp] = await Promise.all([
    countRecentFailures(ctx.db, { subject }, THROTTLE.windowMinutes),
    countRecentFailures(ctx.db, { ip }, THROTTLE.windowMinutes),
  ]);
  if (bySubject >= THROTTLE.perSubject || byIp >= THROTTLE.perIp) {
    throw new AppError('RATE_LIMITED', `尝试次数过多，请 ${THROTTLE.windowMinutes} 分钟后再试`);
  }
}

export const noteFailure = (ctx: AppContext, subject: string, ip: string) =>
  recordFailure(ctx.db, subject, ip);
export const noteSuccess = (ctx: AppContext, subject: string) => clearFailures(ctx.db, subject);
