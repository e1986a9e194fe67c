/** What the cashier script defines on window (served by the server at /api/cashier/sdk.js). */
export interface LiziCashierInstance {
  show(): void;
  hide(): void;
  destroy(): void;
}

export interface LiziCashierOptions {
  ticket: string;
  onSuccess?: (result: { orderId: string }) => void;
  onClose?: () => void;
}

export interface LiziCashierSdk {
  version: string;
  create(options: LiziCashierOptions): LiziCashierInstance;
}

declare global {
  interface Window {
    LiziCashier?: LiziCashierSdk;
  }
}
