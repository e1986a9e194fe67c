import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

/**
 * The embedded default: no SMS vendor is needed to try the product. The code goes to the server log, where
 * the person running the server can read it. Never use it for a public deployment (README).
 */
export function createLogSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'log',
    async sendCode({ phone, code, scene }) {
      log.warn({ phone, scene, code }, `短信验证码（log 通道，未真正发送）：${phone} → ${code}`);
    },
  };
}
