import { useEffect } from 'react';
import { resolveSelectedStyle, useImageStyleStore } from '../stores/image-style.store';

/**
 * Spec §4 style selection: once the list has loaded, an empty selection or one not in the list becomes the
 * first style. `saved` is what the project already stores (it wins when it is in the list). Returns the
 * selection and whether it was chosen by the rule rather than saved (the caller then persists it).
 */
export function useStyleSelection(ids: readonly string[] | undefined, saved: string | null | undefined) {
  const selected = useImageStyleStore((s) => s.selectedStyleId);
  const setSelected = useImageStyleStore((s) => s.setSelectedStyleId);
  const key = ids?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the id list is compared by its joined key
  useEffect(() => {
    if (!ids || saved === undefined) return;
    const next = resolveSelectedStyle(saved ?? null, ids);
    if (next !== useImageStyleStore.getState().selectedStyleId) setSelected(next);
  }, [key, saved, setSelected]);
  const resolved = ids && saved !== undefined ? resolveSelectedStyle(saved ?? null, ids) : null;
  return { selectedId: selected ?? resolved, byRule: !!resolved && resolved !== saved, setSelected };
}
