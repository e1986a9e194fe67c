import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionDigest, signTicket, TICKET_TTL_MS, verifyTicket } from './ticket';

const key = randomBytes(32);
const now = 1_800_000_000_000;
const claims = { userId: 42, sessionId: 'a'.repeat(64), expiresAt: now + TICKET_TTL_MS };

describe('cashier ticket', () => {
  it('is url-safe and verifies with the key that signed it', () => {
    const ticket = signTicket(claims, key);
    expect(ticket).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(encodeURIComponent(ticket)).toBe(ticket);
    expect(verifyTicket(ticket, key, now)).toEqual({
      ok: true,
      userId: 42,
      sessionDigest: sessionDigest(claims.sessionId),
      expiresAt: claims.expiresAt,
    });
  });

  it('does not carry the session id itself', () => {
    const [body] = signTicket(claims, key).split('.');
    expect(Buffer.from(body as string, 'base64url').toString()).not.toContain(claims.sessionId);
  });

  it('refuses another key, a changed payload or a changed signature', () => {
    const ticket = signTicket(claims, key);
    expect(verifyTicket(ticket, randomBytes(32), now)).toEqual({ ok: false, reason: 'signature' });
    const [body, sig] = ticket.split('.') as [string, string];
    const forged = Buffer.from(
      Buffer.from(body, 'base64url').toString().replace('"u":42', '"u":43'),
    ).toString('base64url');
    expect(verifyTicket(`${forged}.${sig}`, key, now)).toEqual({ ok: false, reason: 'signature' });
    const flipped = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    expect(verifyTicket(`${body}.${flipped}`, key, now)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses an expired ticket, at the second it expires', () => {
    const ticket = signTicket(claims, key);
    expect(verifyTicket(ticket, key, claims.expiresAt - 1).ok).toBe(true);
    expect(verifyTicket(ticket, key, claims.expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each(['', 'abc', 'a.b.c', '.sig', 'body.', 'bad body.sig', `${'x'.repeat(600)}.y`])(
    'calls %j malformed',
    (value) => {
      expect(verifyTicket(value, key, now)).toEqual({ ok: false, reason: 'malformed' });
    },
  );

  it('calls a correctly signed but foreign payload malformed', () => {
    const body = Buffer.from(JSON.stringify({ v: 2, u: 'x' })).toString('base64url');
    const sig = createHmac('sha256', key).update(body).digest('base64url');
    expect(verifyTicket(`${body}.${sig}`, key, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
