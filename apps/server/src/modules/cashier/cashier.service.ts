import { randomInt } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { PaymentNotificationError, type PaymentProvider } from '../../providers/payment';
import type { Actor } from '../auth/actor';
import { appendLedgerEntry } from '../points/ledger.repository';
import { announceBalance } from '../points/points.service';
import {
  findOrder,
  insertOrder,
  markOrderClosed,
  markOrderPaid,
  type PaymentOrderRow,
} from './cashier.repository';
import { findPackage, topUpUsage } from './cashier-packages';
import { checkTicket, requireAppUser } from './ticket.service';

export type OrderStatus = 'created' | 'paid' | 'closed';

export interface OrderView {
  orderId: string;
  status: OrderStatus;
  points: number;
  amountFen: number;
  createdAt: Date;
  paidAt: Date | null;
}

const toView = (o: PaymentOrderRow): OrderView => ({
  orderId: o.id,
  status: o.status as OrderStatus,
  points: o.points,
  amountFen: o.amountFen,
  createdAt: o.createdAt,
  paidAt: o.paidAt,
});

/** LZ + China-time yyyymmddhhmmss + 6 random digits: readable on the pay page, sortable, hard to guess. */
export function newOrderId(now = new Date()): string {
  const china = new Date(now.getTime() + 8 * 3600 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `LZ${china}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw new AppError('SERVICE_UNAVAILABLE', '充值服务暂未开通');
  return provider;
}

/**
 * An app user buys a package: the ticket must be valid for this session; the order keeps the package's points
 * and amount as they are now. `origin` is where the payer's browser came from (return URL), `notifyBase`
 * where the vendor reaches this server (PAYMENT_NOTIFY_BASE_URL, else the same origin).
 */
export async function createTopUpOrder(
  ctx: AppContext,
  provider: PaymentProvider | null,
  actor: Actor,
  input: { packageId: string; ticket: string },
  urls: { origin: string; notifyBase: string },
): Promise<{ orderId: string; payUrl: string }> {
  const channel = requireProvider(provider);
  await requireAppUser(ctx, actor.userId);
  await checkTicket(ctx, actor, input.ticket);
  const pkg = findPackage(input.packageId);
  if (!pkg) throw new AppError('VALIDATION_FAILED', '请求体字段 packageId：套餐不存在');
  const orderId = newOrderId();
  await insertOrder(ctx.db, {
    id: orderId,
    userId: actor.userId,
    points: pkg.points,
    amountFen: pkg.amountFen,
    provider: channel.name,
  });
  try {
    const { payUrl } = await channel.createOrder({
      orderId,
      amountFen: pkg.amountFen,
      subject: topUpUsage(pkg.points),
      notifyUrl: `${urls.notifyBase}/api/v1/cashier/notify/${channel.name}`,
      returnUrl: `${urls.origin}/cashier/result?orderId=${orderId}`,
    });
    return { orderId, payUrl };
  } catch (err) {
    ctx.log.error({ err, orderId }, 'payment provider refused the order');
    await markOrderClosed(ctx.db, orderId);
    throw new AppError('SERVICE_UNAVAILABLE', '支付渠道暂不可用，请稍后再试');
  }
}

/** Only the owner sees an order; anyone else gets the same 404 as for an order that does not exist. */
export async function getOwnOrder(ctx: AppContext, actor: Actor, orderId: string): Promise<OrderView> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.userId !== actor.userId) throw new AppError('NOT_FOUND', '订单不存在');
  return toView(order);
}

/**
 * A vendor says an order was paid. Authenticated by the vendor's signature over the raw body; the amount
 * must be the order's. The order turns paid (only from created) and the points are credited in the same
 * transaction, with idempotency key topup:{orderId}, so a notice repeated any number of times credits once.
 */
export async function acceptPaymentNotice(
  ctx: AppContext,
  provider: PaymentProvider | null,
  providerName: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ orderId: string; credited: boolean }> {
  const channel = requireProvider(provider);
  if (channel.name !== providerName) throw new AppError('NOT_FOUND', `未启用的支付渠道：${providerName}`);
  let notice: Awaited<ReturnType<PaymentProvider['verifyNotification']>>;
  try {
    notice = await channel.verifyNotification(rawBody, headers);
  } catch (err) {
    if (err instanceof PaymentNotificationError && err.reason === 'signature') {
      ctx.log.warn({ provider: providerName }, 'payment notification with a bad signature refused');
      throw new AppError('UNAUTHENTICATED', '支付通知签名无效');
    }
    if (err instanceof PaymentNotificationError) throw new AppError('BAD_REQUEST', '支付通知内容无法识别');
    throw err;
  }
  const order = await findOrder(ctx.db, notice.orderId);
  if (!order || order.provider !== channel.name) throw new AppError('NOT_FOUND', '订单不存在');
  if (notice.amountFen !== order.amountFen) {
    ctx.log.error(
      { orderId: order.id, expected: order.amountFen, got: notice.amountFen },
      'top-up amount mismatch',
    );
    throw new AppError('BAD_REQUEST', '支付金额与订单金额不符');
  }

  const credit = await ctx.db.transaction(async (tx) => {
    const paid = await markOrderPaid(tx, order.id, notice.tradeNo);
    if (!paid) return null;
    return appendLedgerEntry(tx, {
      userId: paid.userId,
      applyDelta: paid.points,
      giftDelta: 0,
      kind: 'topup',
      usage: topUpUsage(paid.points),
      idempotencyKey: `topup:${paid.id}`,
    });
  });
  if (credit) {
    if (!credit.replayed) await announceBalance(ctx, order.userId, credit.applyAfter, credit.giftAfter);
    ctx.log.info({ orderId: order.id, userId: order.userId, points: order.points }, 'top-up credited');
    return { orderId: order.id, credited: !credit.replayed };
  }

  const current = await findOrder(ctx.db, order.id);
  if (current?.status === 'paid') {
    if (current.providerTradeNo !== notice.tradeNo) {
      // Paid twice at the vendor: money came in again but the points were given once. Someone must refund.
      ctx.log.error(
        { orderId: order.id, tradeNo: notice.tradeNo, firstTradeNo: current.providerTradeNo },
        'second payment for an already paid top-up order: refund it at the vendor',
      );
    }
    return { orderId: order.id, credited: false };
  }
  ctx.log.error({ orderId: order.id, tradeNo: notice.tradeNo }, 'payment for a closed top-up order');
  throw new AppError('CONFLICT', '订单已关闭');
}
