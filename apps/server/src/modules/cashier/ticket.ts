import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Spec §5 cashier ticket: lives 2 hours; user info hands out a fresh one on every load. */
export const TICKET_TTL_MS = 2 * 3600 * 1000;

export interface TicketClaims {
  userId: number;
  /** The session row id the ticket was issued to (stored only as a digest inside the ticket). */
  sessionId: string;
  expiresAt: number;
}

interface Payload {
  v: 1;
  u: number;
  /** Digest of the session id: binds the ticket without putting the session id itself into a URL. */
  s: string;
  e: number;
}

export type TicketCheck =
  | { ok: true; userId: number; sessionDigest: string; expiresAt: number }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export const sessionDigest = (sessionId: string) =>
  createHash('sha256').update(`cashier-ticket:${sessionId}`).digest('base64url').slice(0, 22);

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

/** `<base64url(json)>.<base64url(hmac-sha256)>`: url-safe, no padding, nothing to escape in a query string. */
export function signTicket(claims: TicketClaims, key: Buffer): string {
  const payload: Payload = {
    v: 1,
    u: claims.userId,
    s: sessionDigest(claims.sessionId),
    e: claims.expiresAt,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** Checks shape, signature (constant time) and expiry; the session binding is the caller's to compare. */
export function verifyTicket(ticket: string, key: Buffer, now = Date.now()): TicketCheck {
  const parts = ticket.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1] || ticket.length > 512) {
    return { ok: false, reason: 'malformed' };
  }
  const [body, sig] = parts as [string, string];
  if (!/^[\w-]+$/.test(body) || !/^[\w-]+$/.test(sig)) return { ok: false, reason: 'malformed' };
  // Compared as text: a non-canonical encoding of the right bytes is refused too.
  const expected = Buffer.from(mac(key, body).toString('base64url'));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (
    payload.v !== 1 ||
    !Number.isSafeInteger(payload.u) ||
    typeof payload.s !== 'string' ||
    !Number.isSafeInteger(payload.e)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if ((payload.e as number) <= now) return { ok: false, reason: 'expired' };
  return { ok: true, userId: payload.u as number, sessionDigest: payload.s, expiresAt: payload.e as number };
}
