import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type PaidNotice, PaymentNotificationError, type PaymentProvider } from '../payment-provider';

/**
 * The built-in sandbox channel: a pretend payment vendor living at /api/pay/sandbox on this server. It behaves
 * like a real one where it matters — a signed pay URL, its own payment page, and a signed server-to-server
 * notification over real HTTP — but no money moves. Both sides sign with one key from the secrets table.
 */
export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_SECRET_KEY = 'payment.sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxPayParams {
  orderId: string;
  amountFen: number;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
}

const hmacHex = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('hex');

function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const canonical = (p: SandboxPayParams) =>
  JSON.stringify(['pay', p.orderId, p.amountFen, p.subject, p.notifyUrl, p.returnUrl]);

/** The pay page URL (path + signed query), as a vendor's "create order" API would answer it. */
export function sandboxPayUrl(p: SandboxPayParams, key: Buffer): string {
  const query = new URLSearchParams({
    amount: String(p.amountFen),
    subject: p.subject,
    notify: p.notifyUrl,
    return: p.returnUrl,
    sign: hmacHex(key, canonical(p)),
  });
  return `/api/pay/sandbox/${encodeURIComponent(p.orderId)}?${query}`;
}

/** Reads the pay page's query back; null when anything is missing or the signature does not match. */
export function readSandboxPayParams(
  orderId: string,
  query: Partial<Record<'amount' | 'subject' | 'notify' | 'return' | 'sign', string>>,
  key: Buffer,
): SandboxPayParams | null {
  const amountFen = Number(query.amount);
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return null;
  if (!query.subject || !query.notify || !query.return || !query.sign) return null;
  const params = {
    orderId,
    amountFen,
    subject: query.subject,
    notifyUrl: query.notify,
    returnUrl: query.return,
  };
  return equalHex(query.sign, hmacHex(key, canonical(params))) ? params : null;
}

/** The notification body the sandbox posts; the signature header covers these exact bytes. */
export function sandboxNotification(orderId: string, amountFen: number, now = new Date()) {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const tradeNo = `SBX${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  return JSON.stringify({ orderId, tradeNo, amountFen, status: 'SUCCESS', paidAt: now.toISOString() });
}

export const signSandboxNotification = (rawBody: string, key: Buffer) => hmacHex(key, rawBody);

export function createSandboxProvider(secret: () => Promise<Buffer>): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,
    ack: { contentType: 'application/json; charset=utf-8', body: '{"code":0,"msg":"success","data":null}' },

    async createOrder(order) {
      return { payUrl: sandboxPayUrl(order, await secret()) };
    },

    async verifyNotification(rawBody, headers): Promise<PaidNotice> {
      const given = headers[SANDBOX_SIGNATURE_HEADER];
      const key = await secret();
      if (typeof given !== 'string' || !equalHex(given, signSandboxNotification(rawBody, key))) {
        throw new PaymentNotificationError('signature mismatch', 'signature');
      }
      let body: { orderId?: unknown; tradeNo?: unknown; amountFen?: unknown; status?: unknown };
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new PaymentNotificationError('body is not JSON', 'malformed');
      }
      if (
        typeof body.orderId !== 'string' ||
        typeof body.tradeNo !== 'string' ||
        !Number.isSafeInteger(body.amountFen) ||
        body.status !== 'SUCCESS'
      ) {
        throw new PaymentNotificationError('not a paid notice', 'malformed');
      }
      return { orderId: body.orderId, tradeNo: body.tradeNo, amountFen: body.amountFen as number };
    },
  };
}
