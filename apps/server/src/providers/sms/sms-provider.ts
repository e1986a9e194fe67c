/** Why a code is sent; templates and rate limits may differ per scene. */
export type SmsScene = 'login' | 'register' | 'bind';

/**
 * Sends verification codes. Implementations: `log` (writes the code to the server log; the embedded
 * default) and `aliyun` (Aliyun SMS, dysmsapi SendSms). Errors thrown are SmsSendError.
 */
export interface SmsProvider {
  readonly name: string;
  sendCode(input: { phone: string; code: string; scene: SmsScene }): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    /** True for rate limits, timeouts and 5xx: the caller may try again later. */
    readonly retryable: boolean,
    /** The vendor's own error code, kept for the log. */
    readonly vendorCode?: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
