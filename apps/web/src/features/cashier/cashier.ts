import { message as staticMessage } from 'antd';
import { apiErrorMessage } from '../../lib/api-client';
import { reloadSoon } from '../../lib/reload';
import { onSessionCleared, useSessionStore } from '../session';
import { checkCashierTicket, fetchCashierTicket } from './api/cashier-ticket.api';
import { CashierError, loadCashierScript } from './cashier-script';
import type { LiziCashierInstance } from './cashier-sdk.types';
import { cashierText } from './cashier-text';

/** Where the cashier's messages go: the caller's antd App message when it has one, else antd's static one. */
export interface CashierToast {
  error(content: string): unknown;
  success(content: string): unknown;
}

export interface OpenCashierOptions {
  /** Spec §5: a non-forced call needs the user's ticket; the top-up button forces. */
  force?: boolean;
  toast?: CashierToast;
}

type CashierOpener = (options: OpenCashierOptions) => Promise<boolean>;

let current: { ticket: string; instance: LiziCashierInstance } | null = null;
let opening: Promise<boolean> | null = null;
let toast: CashierToast = staticMessage;

/**
 * The user's ticket, checked with invoker webgame (spec §5). A ticket that no longer checks (expired after two
 * hours, or its session ended) is replaced by a fresh one for this session, which is kept in the session
 * store. A non-forced call without any ticket gets null: not an app user, no cashier.
 */
async function usableTicket(force: boolean): Promise<{ ticket: string } | { ticket: null; reason?: string }> {
  const ticket = useSessionStore.getState().user?.ticket ?? null;
  if (!ticket && !force) return { ticket: null };
  if (ticket) {
    const valid = await checkCashierTicket(ticket).then(
      () => true,
      () => false,
    );
    if (valid) return { ticket };
  }
  try {
    const fresh = await fetchCashierTicket();
    const user = useSessionStore.getState().user;
    if (user) useSessionStore.getState().setUser({ ...user, ticket: fresh });
    return { ticket: fresh };
  } catch (error) {
    return { ticket: null, reason: apiErrorMessage(error, cashierText.unavailable) };
  }
}

function onPaid() {
  toast.success(cashierText.paid);
  // Spec §4/§9: after a payment the page reloads after 1 second, so every balance on screen is fresh.
  reloadSoon();
}

/** The real opener: ticket, script (once), instance (once per ticket), show. */
async function openWithLiziCashier(options: OpenCashierOptions): Promise<boolean> {
  const { ticket, ...refused } = await usableTicket(Boolean(options.force));
  if (!ticket) {
    // Only the top-up button (forced) says why; a 400403 caller falls back to its own dialog.
    if (options.force && 'reason' in refused && refused.reason) toast.error(refused.reason);
    return false;
  }
  let sdk: Awaited<ReturnType<typeof loadCashierScript>>;
  try {
    sdk = await loadCashierScript();
  } catch (error) {
    const notInitialised = error instanceof CashierError && error.kind === 'not-initialised';
    toast.error(notInitialised ? cashierText.notInitialised : cashierText.loadFailedToast);
    return false;
  }
  if (current?.ticket !== ticket) {
    current?.instance.destroy();
    current = { ticket, instance: sdk.create({ ticket, onSuccess: onPaid }) };
  }
  current.instance.show();
  return true;
}

let opener: CashierOpener | null = openWithLiziCashier;

/** Replaces the opener (tests, or another cashier); null turns the cashier off. */
export function registerCashier(next: CashierOpener | null): void {
  opener = next;
}

/**
 * Opens the cashier (top-up button, 400403 for app users). Resolves false when no cashier could be shown, so
 * callers can fall back (spec §5). Concurrent calls (a double click) share one opening.
 */
export async function openCashier(options: OpenCashierOptions = {}): Promise<boolean> {
  if (!opener) return false;
  if (options.toast) toast = options.toast;
  if (opening) return opening;
  const run = opener;
  opening = run(options).finally(() => {
    opening = null;
  });
  return opening;
}

/** Shows the existing cashier again; there must be one (spec §8 收银台未初始化). */
export function showCashier(): void {
  if (!current) throw new CashierError('not-initialised');
  current.instance.show();
}

export function hideCashier(): void {
  current?.instance.hide();
}

export function destroyCashier(): void {
  current?.instance.destroy();
  current = null;
}

// A ticket belongs to a session: when the session ends, so does the cashier made with it.
onSessionCleared(destroyCashier);
