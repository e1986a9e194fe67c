import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAliyunSmsProvider, signAliyunRpcQuery } from './aliyun-sms.provider';
import { SmsSendError } from './sms-provider';

/*
 * A stand-in for dysmsapi that speaks the protocol from Aliyun's documentation (「签名机制」 and the SendSms API
 * reference), written independently of the adapter: it parses the raw query itself, checks each documented
 * parameter, and recomputes the signature with its own copy of the secret.
 */

type Mode = 'ok' | 'throttle' | 'illegal-number' | 'http500' | 'hang';

const ACCESS_KEY_ID = 'LTAI-test-id';
const CLIENT_SECRET = 'client-secret-value';

interface FakeAliyun {
  mode: Mode;
  secret: string;
  received: Record<string, string>[];
  violations: string[];
}

const fake: FakeAliyun = { mode: 'ok', secret: CLIENT_SECRET, received: [], violations: [] };
const seenNonces = new Set<string>();
const hungRequests: IncomingMessage[] = [];
let server: Server;
let endpoint: string;

// RFC 3986 as the documentation states it, byte by byte: only A-Z a-z 0-9 - _ . ~ stay literal.
function docPercentEncode(value: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(value)) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function docSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${docPercentEncode(key)}=${docPercentEncode(params[key] as string)}`)
    .join('&');
  const stringToSign = `${method}&${docPercentEncode('/')}&${docPercentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** Parses the raw query, refusing anything not encoded per the documented rule (e.g. '+' for a space). */
function parseRawQuery(rawQuery: string, violations: string[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const pair of rawQuery.split('&')) {
    const [rawKey = '', rawValue = ''] = pair.split('=', 2);
    if (!/^(?:[A-Za-z0-9\-_.~]|%[0-9A-F]{2})*$/.test(rawKey + rawValue)) {
      violations.push(`not RFC 3986 encoded: ${pair}`);
    }
    params[decodeURIComponent(rawKey)] = decodeURIComponent(rawValue);
  }
  return params;
}

const FIXED_VALUES: Record<string, string> = {
  AccessKeyId: ACCESS_KEY_ID,
  Action: 'SendSms',
  Format: 'JSON',
  RegionId: 'cn-hangzhou',
  SignatureMethod: 'HMAC-SHA1',
  SignatureVersion: '1.0',
  Version: '2017-05-25',
};
const REQUIRED = [...Object.keys(FIXED_VALUES), 'PhoneNumbers', 'SignName', 'TemplateCode', 'TemplateParam'];

function checkParameters(params: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const key of [...REQUIRED, 'Timestamp', 'SignatureNonce', 'Signature']) {
    if (!params[key]) problems.push(`missing ${key}`);
  }
  for (const [key, value] of Object.entries(FIXED_VALUES)) {
    if (params[key] !== value) problems.push(`${key} is ${params[key]}, expected ${value}`);
  }
  const timestamp = params.Timestamp ?? '';
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(timestamp))
    problems.push(`Timestamp format ${timestamp}`);
  else if (Math.abs(Date.parse(timestamp) - Date.now()) > 15 * 60_000)
    problems.push('Timestamp is not now (UTC)');
  const nonce = params.SignatureNonce ?? '';
  if (seenNonces.has(nonce)) problems.push('SignatureNonce reused');
  seenNonces.add(nonce);
  try {
    JSON.parse(params.TemplateParam ?? '');
  } catch {
    problems.push('TemplateParam is not JSON');
  }
  return problems;
}

function reply(res: ServerResponse, status: number, body: Record<string, string>): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify({ RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990', ...body }));
}

// Business errors come back as HTTP 200 with a Code; gateway errors (signature, parameters) as 4xx.
const ANSWERS: Record<Exclude<Mode, 'hang'>, [number, Record<string, string>]> = {
  ok: [200, { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0' }],
  throttle: [200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' }],
  'illegal-number': [200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' }],
  http500: [500, { Code: 'InternalError', Message: 'The request processing has failed.' }],
};

function handle(req: IncomingMessage, res: ServerResponse): void {
  const [path = '', rawQuery = ''] = (req.url ?? '').split('?', 2);
  const problems = req.method === 'GET' && path === '/' ? [] : [`${req.method} ${path}`];
  const params = parseRawQuery(rawQuery, problems);
  problems.push(...checkParameters(params));
  fake.received.push(params);
  if (problems.length > 0) {
    fake.violations.push(...problems);
    reply(res, 400, { Code: 'MissingParameter', Message: problems.join('; ') });
  } else if (params.Signature !== docSignature(req.method ?? '', params, fake.secret)) {
    reply(res, 400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched.' });
  } else if (fake.mode === 'hang') {
    hungRequests.push(req); // never answer: the adapter's deadline has to end the request
  } else {
    reply(res, ...ANSWERS[fake.mode]);
  }
}

function provider(overrides: { accessKeySecret?: string; signName?: string; timeoutMs?: number } = {}) {
  return createAliyunSmsProvider({
    accessKeyId: ACCESS_KEY_ID,
    accessKeySecret: overrides.accessKeySecret ?? CLIENT_SECRET,
    signName: overrides.signName ?? '栗子工坊',
    templateCode: 'SMS_123456789',
    endpoint,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });
}

async function sendError(promise: Promise<void>): Promise<SmsSendError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  // Only the hung sockets are cut: closing idle keep-alive ones races with the client reusing them.
  for (const req of hungRequests.splice(0)) req.socket.destroy();
  const violations = fake.violations;
  Object.assign(fake, { mode: 'ok', secret: CLIENT_SECRET, received: [], violations: [] });
  // Every request must have followed the documented protocol, whatever the test itself asserted.
  expect(violations).toEqual([]);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('signAliyunRpcQuery', () => {
  // The worked example of Aliyun's SMS 「签名机制」 page (AccessKeySecret "testSecret").
  const docExample = {
    AccessKeyId: 'testId',
    Action: 'SendSms',
    Format: 'XML',
    OutId: '123',
    PhoneNumbers: '15300000001',
    RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_71390007',
    TemplateParam: '{"customer":"test"}',
    Timestamp: '2017-07-12T02:42:19Z',
    Version: '2017-05-25',
  };

  it('reproduces the documented signature', () => {
    expect(signAliyunRpcQuery(docExample, 'testSecret', 'GET')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('ignores a Signature parameter already present', () => {
    expect(signAliyunRpcQuery({ ...docExample, Signature: 'x' }, 'testSecret', 'GET')).toBe(
      'zJDF+Lrzhj/ThnlvIToysFRq6t4=',
    );
  });

  it('agrees with the fake server on the documented example, so the fake is itself trustworthy', () => {
    expect(docSignature('GET', docExample, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});

describe('aliyun SMS provider against a local dysmsapi', () => {
  it('sends the phone, sign name, template and code', async () => {
    const sms = provider();
    expect(sms.name).toBe('aliyun');
    await sms.sendCode({ phone: '13800138000', code: '123456', scene: 'login' });
    expect(fake.received).toHaveLength(1);
    const sent = fake.received[0];
    expect(sent?.PhoneNumbers).toBe('13800138000');
    expect(sent?.SignName).toBe('栗子工坊');
    expect(sent?.TemplateCode).toBe('SMS_123456789');
    expect(JSON.parse(sent?.TemplateParam ?? '')).toEqual({ code: '123456' });
  });

  it('encodes characters that encodeURIComponent leaves alone so the signature still verifies', async () => {
    await provider({ signName: "栗子 (工坊)*~!'" }).sendCode({
      phone: '13800138000',
      code: '000001',
      scene: 'bind',
    });
    expect(fake.received[0]?.SignName).toBe("栗子 (工坊)*~!'");
  });

  it('uses a fresh nonce for each request', async () => {
    const sms = provider();
    await sms.sendCode({ phone: '13800138000', code: '111111', scene: 'login' });
    await sms.sendCode({ phone: '13800138000', code: '222222', scene: 'login' });
    expect(fake.received[0]?.SignatureNonce).not.toBe(fake.received[1]?.SignatureNonce);
  });

  it('reports a signature mismatch as a configuration error, without the secret', async () => {
    fake.secret = 'the-secret-the-server-knows';
    const error = await sendError(
      provider().sendCode({ phone: '13800138000', code: '123456', scene: 'login' }),
    );
    expect(error.message).toBe('短信服务配置有误，请联系管理员');
    expect(error.retryable).toBe(false);
    expect(error.vendorCode).toBe('SignatureDoesNotMatch');
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(CLIENT_SECRET);
  });

  it('reports throttling as retryable', async () => {
    fake.mode = 'throttle';
    const error = await sendError(
      provider().sendCode({ phone: '13800138000', code: '123456', scene: 'login' }),
    );
    expect(error.message).toBe('短信发送过于频繁，请稍后再试');
    expect(error.retryable).toBe(true);
    expect(error.vendorCode).toBe('isv.BUSINESS_LIMIT_CONTROL');
  });

  it('reports an illegal number as not retryable', async () => {
    fake.mode = 'illegal-number';
    const error = await sendError(provider().sendCode({ phone: '123', code: '123456', scene: 'register' }));
    expect(error.message).toBe('手机号格式不正确');
    expect(error.retryable).toBe(false);
    expect(error.vendorCode).toBe('isv.MOBILE_NUMBER_ILLEGAL');
  });

  it('reports HTTP 500 as retryable unavailability', async () => {
    fake.mode = 'http500';
    const error = await sendError(
      provider().sendCode({ phone: '13800138000', code: '123456', scene: 'login' }),
    );
    expect(error.message).toBe('短信服务暂时不可用，请稍后再试');
    expect(error.retryable).toBe(true);
  });

  it('gives up after timeoutMs and reports it as retryable', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const error = await sendError(
      provider({ timeoutMs: 200 }).sendCode({ phone: '13800138000', code: '123456', scene: 'login' }),
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error.message).toBe('短信服务暂时不可用，请稍后再试');
    expect(error.retryable).toBe(true);
  });

  it('reports a refused connection as retryable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sms = createAliyunSmsProvider({
      accessKeyId: ACCESS_KEY_ID,
      accessKeySecret: CLIENT_SECRET,
      signName: '栗子工坊',
      templateCode: 'SMS_123456789',
      endpoint: `http://127.0.0.1:${port}`,
    });
    const error = await sendError(sms.sendCode({ phone: '13800138000', code: '123456', scene: 'login' }));
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('短信服务暂时不可用，请稍后再试');
  });
});
