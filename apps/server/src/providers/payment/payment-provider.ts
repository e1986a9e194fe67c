/**
 * A payment channel for cashier top-ups. The built-in one is `sandbox` (pays without money, for trying the
 * product and for tests); a real vendor (Alipay, WeChat Pay, …) is another implementation of this interface
 * plus its config, without touching the cashier module.
 */
export interface PaymentProvider {
  /** Also the last path segment of the notification URL: /api/v1/cashier/notify/{name}. */
  readonly name: string;
  /** Registers the order with the vendor and returns where to send the payer's browser. */
  createOrder(order: PaymentOrderRequest): Promise<{ payUrl: string }>;
  /**
   * Authenticates a server-to-server notification from its raw body and headers (the signature covers the
   * exact bytes, so the body must not be re-serialised first). Throws PaymentNotificationError when the
   * signature is wrong or the body unreadable.
   */
  verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaidNotice>;
  /** What the vendor expects as the answer to an accepted notification (content type and body). */
  readonly ack: { contentType: string; body: string };
}

export interface PaymentOrderRequest {
  orderId: string;
  amountFen: number;
  /** Shown on the vendor's page, e.g. 充值 100 制作栗. */
  subject: string;
  /** Where the vendor posts the server-to-server notification. */
  notifyUrl: string;
  /** Where the vendor sends the payer's browser back after paying or cancelling. */
  returnUrl: string;
}

/** A verified "this order was paid" notice. */
export interface PaidNotice {
  orderId: string;
  /** The vendor's own transaction number; kept on the order, unique per provider. */
  tradeNo: string;
  amountFen: number;
}

export class PaymentNotificationError extends Error {
  constructor(
    message: string,
    readonly reason: 'signature' | 'malformed',
  ) {
    super(message);
    this.name = 'PaymentNotificationError';
  }
}
