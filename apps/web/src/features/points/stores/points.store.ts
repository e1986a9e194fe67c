import { create } from 'zustand';
import type { IntegralInfo } from '../points.types';

interface PointsState {
  /** null until the balance is loaded (open site on init, elsewhere on demand) or pushed by the event stream. */
  integral: IntegralInfo | null;
  /** The 制作栗明细 dialog. */
  detailsOpen: boolean;
  setIntegral: (integral: IntegralInfo | null) => void;
  openDetails: () => void;
  closeDetails: () => void;
  clear: () => void;
}

export const usePointsStore = create<PointsState>()((set) => ({
  integral: null,
  detailsOpen: false,
  setIntegral: (integral) =>
    set({
      integral: integral
        ? {
            total: integral.total,
            applyIntegral: integral.applyIntegral,
            giftIntegral: integral.giftIntegral,
          }
        : null,
    }),
  openDetails: () => set({ detailsOpen: true }),
  closeDetails: () => set({ detailsOpen: false }),
  clear: () => set({ integral: null, detailsOpen: false }),
}));
