import type { ApiError } from '../../lib/api-client';
import { pointsText } from './points-text';

export interface InsufficientPointsDeps {
  isAppUser: () => boolean;
  /** openCashier(): false when no cashier could be shown (no ticket). */
  openCashier: () => Promise<boolean>;
  /** Shows the 温馨提示 confirm; resolves true on 申请制作栗. Must not be awaited for the answer. */
  confirm: (options: {
    title: string;
    content: string;
    okText: string;
    cancelText: string;
  }) => Promise<boolean>;
  openApply: () => void;
  /** Reload the cost setting (invalidate the query). */
  reloadSetting: () => Promise<void> | void;
}

/** The confirm's content: the spec's sentence, plus the server's estimate line when it sent one. */
export function insufficientContent(error: Pick<ApiError, 'data'>): string {
  const data = error.data as { cost?: unknown; balance?: unknown } | null | undefined;
  if (data && typeof data.cost === 'number' && typeof data.balance === 'number') {
    return `${pointsText.insufficientContent}\n${pointsText.insufficientEstimate(data.cost, data.balance)}`;
  }
  return pointsText.insufficientContent;
}

/**
 * 400403 (spec §8): app users get the cashier; everyone else — and an app user whose cashier cannot open —
 * the 温馨提示 confirm whose 申请制作栗 opens the points application dialog. Then the cost setting reloads
 * and the call rejects (the api client rejects after this handler). The call does not wait for the person's
 * answer; only one confirm is shown at a time.
 */
export function createInsufficientPointsHandler(deps: InsufficientPointsDeps) {
  let confirmShowing = false;
  return async (error: ApiError): Promise<void> => {
    let handled = false;
    if (deps.isAppUser()) handled = await deps.openCashier().catch(() => false);
    if (!handled && !confirmShowing) {
      confirmShowing = true;
      void deps
        .confirm({
          title: pointsText.insufficientTitle,
          content: insufficientContent(error),
          okText: pointsText.apply,
          cancelText: pointsText.cancel,
        })
        .then((ok) => {
          if (ok) deps.openApply();
        })
        .finally(() => {
          confirmShowing = false;
        });
    }
    await deps.reloadSetting();
  };
}
