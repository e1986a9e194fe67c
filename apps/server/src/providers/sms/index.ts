import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { createAliyunSmsProvider } from './aliyun-sms.provider';
import { createLogSmsProvider } from './log-sms.provider';
import type { SmsProvider } from './sms-provider';

export type { SmsProvider, SmsScene } from './sms-provider';
export { SmsSendError } from './sms-provider';

/** The SMS channel chosen by SMS_PROVIDER (config.ts checks the Aliyun variables are all there). */
export function createSmsProvider(config: AppConfig, log: FastifyBaseLogger): SmsProvider {
  if (config.sms.provider === 'aliyun') {
    const { accessKeyId, accessKeySecret, signName, templateCode, endpoint } = config.sms;
    return createAliyunSmsProvider({ accessKeyId, accessKeySecret, signName, templateCode, endpoint });
  }
  return createLogSmsProvider(log);
}
