export interface OpenCashierOptions {
  /** Spec §5: a non-forced call needs the user's ticket; the top-up button forces. */
  force?: boolean;
}

type CashierOpener = (options: OpenCashierOptions) => Promise<boolean>;
let opener: CashierOpener | null = null;

/** The cashier issue registers the real opener (script load, instance, ticket check). */
export function registerCashier(next: CashierOpener | null): void {
  opener = next;
}

/** Resolves false when no cashier could be shown, so callers can fall back (spec §5). */
export async function openCashier(options: OpenCashierOptions = {}): Promise<boolean> {
  return opener ? opener(options) : false;
}
