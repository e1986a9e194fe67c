import { create } from 'zustand';

interface ImageStyleState {
  /** The style the user picked for image generation; null until the style list has loaded (spec §4). */
  selectedStyleId: string | null;
  setSelectedStyleId: (id: string | null) => void;
  clear: () => void;
}

/** Image style selection (spec §3 Image style). Cleared on logout with the user (spec §4). */
export const useImageStyleStore = create<ImageStyleState>()((set) => ({
  selectedStyleId: null,
  setSelectedStyleId: (selectedStyleId) => set({ selectedStyleId }),
  clear: () => set({ selectedStyleId: null }),
}));

/** Spec §4: after loading, an empty selection or one not in the list falls back to the first style. */
export function resolveSelectedStyle(selected: string | null, ids: readonly string[]): string | null {
  if (selected && ids.includes(selected)) return selected;
  return ids[0] ?? null;
}
