import type { CutSettings, CutTimeline, CutView, SaveCutBody } from '@lizi/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface CutDraft {
  title: string;
  canvas: string;
  timeline: CutTimeline;
  settings: CutSettings;
}

const draftOf = (cut: CutView): CutDraft => ({
  title: cut.title,
  canvas: cut.canvas,
  timeline: cut.timeline,
  settings: cut.settings,
});

/**
 * The editor works on a local copy of the cut; nothing reaches the server until Save (or Export, which saves
 * first). A newer copy from the server replaces the draft only while there are no unsaved edits.
 */
export function useCutDraft(cut: CutView) {
  const [draft, setDraft] = useState<CutDraft>(() => draftOf(cut));
  const [dirty, setDirty] = useState(false);
  const seen = useRef(cut.updateAt);

  useEffect(() => {
    if (cut.updateAt === seen.current) return;
    seen.current = cut.updateAt;
    if (!dirty) setDraft(draftOf(cut));
  }, [cut, dirty]);

  const update = useCallback((patch: Partial<CutDraft> | ((d: CutDraft) => Partial<CutDraft>)) => {
    setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
    setDirty(true);
  }, []);

  const setTimeline = useCallback(
    (fn: (t: CutTimeline) => CutTimeline) => update((d) => ({ timeline: fn(d.timeline) })),
    [update],
  );
  const setSettings = useCallback(
    (patch: Partial<CutSettings>) => update((d) => ({ settings: { ...d.settings, ...patch } })),
    [update],
  );

  /** The body of PUT /v2/cuts/{id}; marks the draft clean once the server took it. */
  const body = (): SaveCutBody => ({
    title: draft.title.trim() || cut.title,
    canvas: draft.canvas as SaveCutBody['canvas'],
    timeline: draft.timeline,
    settings: draft.settings,
  });
  const markSaved = (saved: CutView) => {
    seen.current = saved.updateAt;
    setDraft(draftOf(saved));
    setDirty(false);
  };

  return { draft, dirty, update, setTimeline, setSettings, body, markSaved };
}
export type CutDraftState = ReturnType<typeof useCutDraft>;
