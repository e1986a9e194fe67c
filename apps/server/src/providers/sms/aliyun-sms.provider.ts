import { createHmac, randomUUID } from 'node:crypto';
import { type SmsProvider, SmsSendError } from './sms-provider';

/**
 * Aliyun SMS (dysmsapi, API version 2017-05-25), action SendSms, called over plain HTTP with the classic RPC
 * signature (HMAC-SHA1, SignatureVersion 1.0) so that no vendor SDK is needed. Protocol: Aliyun SMS docs
 * 「签名机制」 (help.aliyun.com/document_detail/101343, alibabacloud.com/help/zh/sms/signature-method) and
 * the SendSms API reference. Requests are sent as GET with every parameter in the query string, the form the
 * signature documentation and its worked example use.
 */
export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Default https://dysmsapi.aliyuncs.com; tests point it at a local server. */
  endpoint?: string;
  /** Whole request, body included. Default 10 000 ms. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
const DEFAULT_TIMEOUT_MS = 10_000;
const HTTP_METHOD = 'GET';

const MESSAGES = {
  throttled: '短信发送过于频繁，请稍后再试',
  badNumber: '手机号格式不正确',
  noBalance: '短信服务余额不足，请联系管理员',
  misconfigured: '短信服务配置有误，请联系管理员',
  failed: '短信发送失败，请稍后再试',
  unavailable: '短信服务暂时不可用，请稍后再试',
} as const;

/** Codes that mean our keys, sign name or template are wrong: retrying cannot help, an operator must act. */
const CONFIG_ERROR_CODES = new Set([
  'InvalidAccessKeyId.NotFound',
  'SignatureDoesNotMatch',
  'isv.SMS_SIGNATURE_ILLEGAL',
  'isv.SMS_TEMPLATE_ILLEGAL',
  'isv.SMS_SIGN_ILLEGAL',
  'isv.SMS_SIGNATURE_SCENE_ILLEGAL',
  'isv.OUT_OF_SERVICE',
  'isp.RAM_PERMISSION_DENY',
  'InvalidAccessKeyId.Disabled',
]);

export function createAliyunSmsProvider(options: AliyunSmsOptions): SmsProvider {
  const endpoint = (options.endpoint ?? DEFAULT_ENDPOINT).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    name: 'aliyun',
    async sendCode({ phone, code }) {
      // The scene does not change the request: one template serves login, register and bind alike.
      const params = sendSmsParams(options, phone, code);
      const signature = signAliyunRpcQuery(params, options.accessKeySecret, HTTP_METHOD);
      const url = `${endpoint}/?${canonicalizeQuery(params)}&Signature=${percentEncode(signature)}`;
      const reply = await requestWithTimeout(fetchImpl, url, timeoutMs);
      interpretReply(reply);
    },
  };
}

/**
 * The RPC signature of a parameter set (the Signature parameter itself is ignored), as Aliyun documents it:
 * StringToSign = method & percentEncode('/') & percentEncode(canonicalized query), signed with HMAC-SHA1 under
 * the key `accessKeySecret + '&'`, then base64. Pure, so it can be checked against the documentation's example.
 */
export function signAliyunRpcQuery(
  params: Readonly<Record<string, string>>,
  accessKeySecret: string,
  method: 'GET' | 'POST' = HTTP_METHOD,
): string {
  const { Signature: _ignored, ...signed } = params;
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalizeQuery(signed))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/**
 * Keys sorted by code unit (the order of Java's TreeMap in Aliyun's reference code), each key and value
 * percent-encoded, joined with '=' and '&'.
 */
function canonicalizeQuery(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? '')}`)
    .join('&');
}

/**
 * RFC 3986 encoding as Aliyun requires: only A–Z a–z 0–9 - _ . ~ stay literal, space is %20. The documented
 * recipe (form-encode, then + → %20, * → %2A, %7E → ~) is written for Java's URLEncoder; encodeURIComponent
 * already gives %20 and a literal ~, and differs from the rule only in leaving ! ' ( ) * literal.
 */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function sendSmsParams(options: AliyunSmsOptions, phone: string, code: string): Record<string, string> {
  return {
    AccessKeyId: options.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: phone,
    RegionId: 'cn-hangzhou',
    SignName: options.signName,
    SignatureMethod: 'HMAC-SHA1',
    // A fresh nonce per request: Aliyun rejects a reused one as a replay.
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    TemplateCode: options.templateCode,
    TemplateParam: JSON.stringify({ code }),
    Timestamp: isoTimestamp(new Date()),
    Version: '2017-05-25',
  };
}

/** yyyy-MM-ddTHH:mm:ssZ in UTC; the documented format carries no milliseconds. */
function isoTimestamp(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

interface VendorReply {
  status: number;
  body: { Code?: unknown } | null;
}

/** Network failures and timeouts become the retryable "unavailable" error; the URL is never echoed. */
async function requestWithTimeout(
  fetchImpl: typeof fetch,
  url: string,
  timeoutMs: number,
): Promise<VendorReply> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { method: HTTP_METHOD, signal: controller.signal });
    // Read the body under the same deadline: a vendor that stalls mid-body is as unavailable as a silent one.
    const text = await response.text();
    return { status: response.status, body: parseJsonObject(text) };
  } catch {
    throw new SmsSendError(MESSAGES.unavailable, true);
  } finally {
    clearTimeout(timer);
  }
}

function parseJsonObject(text: string): VendorReply['body'] {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/** Returns on Code "OK"; otherwise throws. Error bodies (gateway errors come as 4xx) carry the same Code field. */
function interpretReply({ status, body }: VendorReply): void {
  const code = typeof body?.Code === 'string' ? body.Code : undefined;
  if (status >= 500) throw new SmsSendError(MESSAGES.unavailable, true, code);
  if (code === 'OK') return;
  if (code === undefined) throw new SmsSendError(MESSAGES.failed, false, `HTTP_${status}`);
  throw errorForVendorCode(code);
}

function errorForVendorCode(code: string): SmsSendError {
  if (code === 'isv.BUSINESS_LIMIT_CONTROL' || code.startsWith('Throttling')) {
    return new SmsSendError(MESSAGES.throttled, true, code);
  }
  if (code === 'isv.MOBILE_NUMBER_ILLEGAL') return new SmsSendError(MESSAGES.badNumber, false, code);
  if (code === 'isv.AMOUNT_NOT_ENOUGH') return new SmsSendError(MESSAGES.noBalance, false, code);
  if (CONFIG_ERROR_CODES.has(code)) return new SmsSendError(MESSAGES.misconfigured, false, code);
  return new SmsSendError(MESSAGES.failed, false, code);
}
