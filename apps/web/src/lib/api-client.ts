import { type ApiEnvelope, type ErrorCodeValue, isSuccessCode, REQUEST_TIMEOUT_MS } from '@lizi/shared';
import axios, {
  type AxiosAdapter,
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
} from 'axios';
import { commonText } from '../locales/zh-CN/common';

/**
 * The one HTTP client (spec §7). Every call resolves with the envelope's `data` or rejects with an
 * `ApiError` — the server's body, or a body-like object when there is none — so callers show `error.msg`
 * and never dig through axios errors.
 */
export type ApiError = ApiEnvelope<unknown> & { httpStatus?: number };

/** Network failures and answers without an envelope get this code: not a server catalogue code. */
export const NETWORK_ERROR_CODE = -1;

export interface ApiErrorContext {
  config: AxiosRequestConfig | undefined;
}
export type ApiErrorHandler = (error: ApiError, context: ApiErrorContext) => void | Promise<void>;

const handlers = new Map<number, Set<ApiErrorHandler>>();

/**
 * Registers a reaction to one error code (400403 points insufficient, 400404 session invalid, …). Handlers
 * run before the call rejects and are awaited, so "reload the points setting, then reject" (spec §8) holds.
 * Returns the unsubscribe function.
 */
export function onApiErrorCode(code: ErrorCodeValue | number, handler: ApiErrorHandler): () => void {
  let set = handlers.get(code);
  if (!set) {
    set = new Set();
    handlers.set(code, set);
  }
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/** Calls may opt out of the global hooks, e.g. the user-info probe that decides by itself what to do. */
declare module 'axios' {
  interface AxiosRequestConfig {
    skipErrorHooks?: boolean;
  }
}

async function runHandlers(error: ApiError, config: AxiosRequestConfig | undefined): Promise<void> {
  if (config?.skipErrorHooks) return;
  const set = handlers.get(error.code);
  if (!set) return;
  for (const handler of [...set]) {
    try {
      await handler(error, { config });
    } catch (handlerError) {
      // A failing hook must not swallow the original error the caller is waiting for.
      console.error('[api] error hook failed', handlerError);
    }
  }
}

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

export function isApiError(value: unknown): value is ApiError {
  return isEnvelope(value) && typeof (value as { msg?: unknown }).msg === 'string';
}

/** The message to toast for any rejection of an API call. */
export function apiErrorMessage(error: unknown, fallback: string = commonText.requestFailed): string {
  if (isApiError(error) && error.msg) return error.msg;
  return fallback;
}

function networkError(httpStatus?: number): ApiError {
  return { code: NETWORK_ERROR_CODE, msg: commonText.networkError, data: null, httpStatus };
}

async function onFulfilled(response: AxiosResponse): Promise<AxiosResponse> {
  const body: unknown = response.data;
  // Binary and text answers (captcha images, downloads) carry no envelope: hand them through untouched.
  if (!isEnvelope(body)) return response;
  if (isSuccessCode(body.code)) return { ...response, data: body.data };
  const error: ApiError = { ...body, msg: body.msg ?? '', httpStatus: response.status };
  await runHandlers(error, response.config);
  throw error;
}

async function onRejected(error: AxiosError): Promise<never> {
  const body: unknown = error.response?.data;
  // The server keeps HTTP statuses meaningful (401, 402, 404…) but still answers with an envelope.
  if (isEnvelope(body)) {
    const apiError: ApiError = { ...body, msg: body.msg ?? '', httpStatus: error.response?.status };
    await runHandlers(apiError, error.config);
    throw apiError;
  }
  throw networkError(error.response?.status);
}

export interface CreateApiClientOptions {
  /** Tests pass a fake adapter; production uses axios' XHR/fetch adapter. */
  adapter?: AxiosAdapter;
  baseURL?: string;
}

export function createApiClient(options: CreateApiClientOptions = {}): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL ?? '/api',
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
    adapter: options.adapter,
  });
  instance.interceptors.response.use(onFulfilled, onRejected);
  return instance;
}

export const apiClient = createApiClient();

/** Typed helpers: the interceptor already unwrapped `data`, these only say so to TypeScript. */
export async function apiGet<T>(url: string, config?: AxiosRequestConfig, client = apiClient): Promise<T> {
  const response = await client.get<T>(url, config);
  return response.data;
}

export async function apiPost<T>(
  url: string,
  body?: unknown,
  config?: AxiosRequestConfig,
  client = apiClient,
): Promise<T> {
  const response = await client.post<T>(url, body, config);
  return response.data;
}
