import { type VendorRequest, vendorFetch } from '../common/http';
import { ProviderError } from '../provider-error';

/** Where and how to call one OpenAI-compatible endpoint (api.openai.com or any gateway speaking its API). */
export interface OpenAiClient {
  /** e.g. https://api.openai.com/v1 — paths such as /images/generations are appended. */
  baseUrl: string;
  apiKey: string | null;
}

export interface OpenAiRequest extends Omit<VendorRequest, 'headers'> {
  headers?: Record<string, string>;
}

/** The `error` object of OpenAI's error answers: `{ error: { message, type, param, code } }`. */
export interface OpenAiErrorBody {
  message?: string;
  type?: string;
  code?: string | null;
}

// Codes OpenAI (and Azure-style gateways) use when the safety system refused the prompt or an input image.
const REFUSAL_CODES = new Set(['content_policy_violation', 'moderation_blocked', 'content_filter']);

export function openAiErrorOf(body: unknown): OpenAiErrorBody | undefined {
  if (!body || typeof body !== 'object' || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error === 'string') return { message: error };
  if (error && typeof error === 'object') return error as OpenAiErrorBody;
  return undefined;
}

function describeOpenAiError(error: OpenAiErrorBody | undefined, body: unknown): string {
  if (error) return [error.code ?? error.type, error.message].filter(Boolean).join(': ');
  return (typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 500);
}

/**
 * vendorFetch against the client's base URL with the Bearer key. The HTTP status alone cannot tell a refused
 * prompt (400 like any bad input) or an exhausted account (429 like a rate limit) apart, so the vendor's error
 * code refines the classification.
 */
export async function openAiFetch(
  client: OpenAiClient,
  path: string,
  init: OpenAiRequest = {},
): Promise<Response> {
  let vendorError: OpenAiErrorBody | undefined;
  const headers: Record<string, string> = { ...init.headers };
  if (client.apiKey) headers.authorization = `Bearer ${client.apiKey}`;
  try {
    return await vendorFetch(`${client.baseUrl.replace(/\/+$/, '')}${path}`, { ...init, headers }, (body) => {
      vendorError = openAiErrorOf(body);
      return describeOpenAiError(vendorError, body);
    });
  } catch (err) {
    throw refineOpenAiError(err, vendorError);
  }
}

export function refineOpenAiError(err: unknown, vendorError: OpenAiErrorBody | undefined): unknown {
  if (!(err instanceof ProviderError) || !vendorError) return err;
  const code = vendorError.code ?? '';
  if (REFUSAL_CODES.has(code)) return new ProviderError('content_refused', err.detail, { cause: err });
  // Retrying cannot help an account without credit; the admin has to top it up.
  if (code === 'insufficient_quota')
    return new ProviderError('failed', err.detail, {
      userMessage: '模型服务账户额度不足，请管理员检查',
      cause: err,
    });
  return err;
}

/** An error object that arrives inside a 200 answer (streamed chat chunks from some gateways). */
export function errorFromBody(error: OpenAiErrorBody): ProviderError {
  const detail = describeOpenAiError(error, error);
  if (REFUSAL_CODES.has(error.code ?? '')) return new ProviderError('content_refused', detail);
  return new ProviderError('unavailable', detail);
}

export async function openAiJson<T>(
  client: OpenAiClient,
  path: string,
  init: OpenAiRequest = {},
): Promise<T> {
  const res = await openAiFetch(client, path, init);
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ProviderError('unavailable', `${path}: answer is not JSON: ${text.slice(0, 200)}`);
  }
}

export const JSON_HEADERS = { 'content-type': 'application/json' };
