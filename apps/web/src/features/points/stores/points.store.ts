import { create } from 'zustand';
import type { IntegralInfo } from '../points.types';

interface PointsState {
  /** null until the balance is loaded (open site only, spec §4) or pushed by the event stream. */
  integral: IntegralInfo | null;
  /** The 制作栗明细 dialog (a later issue renders it; the badge already opens it). */
  detailsOpen: boolean;
  setIntegral: (integral: IntegralInfo | null) => void;
  openDetails: () => void;
  closeDetails: () => void;
  clear: () => void;
}

export const usePointsStore = create<PointsState>()((set) => ({
  integral: null,
  detailsOpen: false,
  setIntegral: (integral) => set({ integral }),
  openDetails: () => set({ detailsOpen: true }),
  closeDetails: () => set({ detailsOpen: false }),
  clear: () => set({ integral: null, detailsOpen: false }),
}));
