import { create } from 'zustand';

/** App-wide flags of spec §4: page loading and the open-site dialogs other features open and close. */
export interface AppFlags {
  pageLoading: boolean;
  projectAuthApplyOpen: boolean;
  pointsApplyOpen: boolean;
  watermarkConfirmOpen: boolean;
}

interface AppState extends AppFlags {
  setPageLoading: (pageLoading: boolean) => void;
  setProjectAuthApplyOpen: (open: boolean) => void;
  setPointsApplyOpen: (open: boolean) => void;
  setWatermarkConfirmOpen: (open: boolean) => void;
}

export const useAppStore = create<AppState>()((set) => ({
  pageLoading: false,
  projectAuthApplyOpen: false,
  pointsApplyOpen: false,
  watermarkConfirmOpen: false,
  setPageLoading: (pageLoading) => set({ pageLoading }),
  setProjectAuthApplyOpen: (projectAuthApplyOpen) => set({ projectAuthApplyOpen }),
  setPointsApplyOpen: (pointsApplyOpen) => set({ pointsApplyOpen }),
  setWatermarkConfirmOpen: (watermarkConfirmOpen) => set({ watermarkConfirmOpen }),
}));
