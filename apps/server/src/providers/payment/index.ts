import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider, SANDBOX_SECRET_KEY } from './sandbox/sandbox.provider';
import { sandboxPayRoutes } from './sandbox/sandbox.routes';

export type { PaidNotice, PaymentOrderRequest, PaymentProvider } from './payment-provider';
export { PaymentNotificationError } from './payment-provider';

export interface PaymentChannel {
  provider: PaymentProvider;
  /** The vendor's own pages when it lives inside this server (the sandbox); mounted under /api. */
  routes?: FastifyPluginAsyncZod;
}

/**
 * The channel chosen by PAYMENT_PROVIDER, or null when top-ups are off. `secret(name)` reads a key from the
 * secrets table (shared by every process on the database).
 */
export function createPaymentChannel(
  config: AppConfig,
  secret: (name: string) => Promise<Buffer>,
): PaymentChannel | null {
  if (config.payment.provider === 'sandbox') {
    const key = () => secret(SANDBOX_SECRET_KEY);
    return { provider: createSandboxProvider(key), routes: sandboxPayRoutes(key) };
  }
  return null;
}
