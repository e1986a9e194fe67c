import { useMemo } from 'react';
import { useScriptVoicing } from '../../audio';
import { useScriptParam } from '../../script';
import { CutWorkspace } from '../components/CutWorkspace';
import { NarrationScriptPanel } from '../components/NarrationScriptPanel';
import type { LineVoice } from '../timeline-edit';

/** /narration?scriptId=: the script's narration (text, voice, re-voice) and the narration track of its cut. */
export default function NarrationPage() {
  const [scriptId] = useScriptParam();
  const voicing = useScriptVoicing(scriptId);
  const voices = useMemo(() => {
    const map = new Map<string, LineVoice>();
    for (const line of voicing.data?.lines ?? [])
      if (line.kind === 'narration' && line.audio)
        map.set(line.id, { fileId: line.audio.id, duration: line.audio.duration, file: line.audio });
    return map;
  }, [voicing.data]);
  return (
    <CutWorkspace
      kind="narration"
      voices={voices}
      before={(id) => (
        <NarrationScriptPanel
          scriptId={id}
          voicing={voicing.data}
          voicingError={voicing.error}
          onVoicingChanged={() => void voicing.refetch()}
        />
      )}
    />
  );
}
