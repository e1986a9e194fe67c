import { ErrorCode, type ErrorCodeName, errorCatalogue } from '@lizi/shared';

/**
 * The one error type the server throws on purpose. It carries a code of the shared catalogue; the error
 * handler turns it into the `{code,msg,data}` envelope with the catalogue's HTTP status.
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly data: unknown;

  constructor(name: ErrorCodeName, msg?: string, data?: unknown) {
    const code = ErrorCode[name];
    const def = errorCatalogue[code];
    super(msg ?? def.msg);
    this.name = 'AppError';
    this.code = code;
    this.status = def.status;
    this.data = data ?? null;
  }
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;
