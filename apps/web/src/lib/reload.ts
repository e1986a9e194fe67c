import { PAGE_RELOAD_DELAY_MS } from '@lizi/shared';

let pending: number | undefined;

/**
 * Spec §4/§9: after binding a phone, changing company or an approval, the page reloads after 1 second. The
 * timer lives outside React so a dialog that closes meanwhile cannot cancel it; a second call is a no-op.
 */
export function reloadSoon(delayMs: number = PAGE_RELOAD_DELAY_MS): void {
  if (pending !== undefined || typeof window === 'undefined') return;
  pending = window.setTimeout(() => window.location.reload(), delayMs);
}
