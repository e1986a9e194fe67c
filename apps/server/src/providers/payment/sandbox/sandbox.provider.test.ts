import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentNotificationError } from '../payment-provider';
import {
  createSandboxProvider,
  readSandboxPayParams,
  SANDBOX_SIGNATURE_HEADER,
  sandboxNotification,
  sandboxPayUrl,
  signSandboxNotification,
} from './sandbox.provider';

const key = randomBytes(32);
const order = {
  orderId: 'LZ20261122000000123456',
  amountFen: 4500,
  subject: '充值 500 制作栗',
  notifyUrl: 'http://127.0.0.1:8080/api/v1/cashier/notify/sandbox',
  returnUrl: 'http://127.0.0.1:8080/cashier/result?orderId=LZ20261122000000123456',
};
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('sandbox provider', () => {
  it('signs the pay URL and reads it back; any change breaks it', async () => {
    const provider = createSandboxProvider(async () => key);
    const { payUrl } = await provider.createOrder(order);
    expect(payUrl.startsWith(`/api/pay/sandbox/${order.orderId}?`)).toBe(true);
    expect(readSandboxPayParams(order.orderId, queryOf(payUrl), key)).toEqual(order);
    expect(readSandboxPayParams(order.orderId, { ...queryOf(payUrl), amount: '1' }, key)).toBeNull();
    expect(readSandboxPayParams('LZ-other', queryOf(payUrl), key)).toBeNull();
    expect(
      readSandboxPayParams(order.orderId, queryOf(sandboxPayUrl(order, randomBytes(32))), key),
    ).toBeNull();
  });

  it('verifies a notification over its exact bytes', async () => {
    const provider = createSandboxProvider(async () => key);
    const body = sandboxNotification(order.orderId, order.amountFen);
    const headers = { [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(body, key) };
    const notice = await provider.verifyNotification(body, headers);
    expect(notice).toMatchObject({ orderId: order.orderId, amountFen: 4500 });
    expect(notice.tradeNo).toMatch(/^SBX\d{22}$/);
    await expect(provider.verifyNotification(`${body} `, headers)).rejects.toMatchObject({
      reason: 'signature',
    });
    await expect(provider.verifyNotification(body, {})).rejects.toBeInstanceOf(PaymentNotificationError);
  });

  it('calls a signed body that is not a paid notice malformed', async () => {
    const provider = createSandboxProvider(async () => key);
    const body = JSON.stringify({ orderId: 'LZ1', tradeNo: 'T', amountFen: 1, status: 'CLOSED' });
    await expect(
      provider.verifyNotification(body, { [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(body, key) }),
    ).rejects.toMatchObject({ reason: 'malformed' });
  });
});
