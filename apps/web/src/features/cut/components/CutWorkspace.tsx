import type { CutKind } from '@lizi/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { ScriptPicker, useScriptParam } from '../../script';
import { useTaskEvents } from '../../tasks';
import { cutText as text } from '../cut-text';
import type { LineVoice } from '../timeline-edit';
import styles from './Cut.module.css';
import { CutEditor } from './CutEditor';
import { CutHome } from './CutHome';

interface Props {
  kind: CutKind;
  /** Extra panels between the script picker and the cut (the narration lines of /narration). */
  before?: (scriptId: string) => ReactNode;
  builder?: (scriptId: string, open: (cutId: string) => void) => (shots: number) => ReactNode;
  voices?: ReadonlyMap<string, LineVoice>;
}

/** /media, /narration, /shortStudio: ?scriptId= picks the script, ?cutId= opens one of its cuts. */
export function CutWorkspace({ kind, before, builder, voices }: Props) {
  useTaskEvents();
  const [scriptId, setScriptId] = useScriptParam();
  const [search, setSearch] = useSearchParams();
  const cutId = search.get('cutId');
  const setCut = (id: string | null) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('cutId', id);
      else next.delete('cutId');
      return next;
    });

  return (
    <PageContainer width="full">
      <div className={styles.workspace}>
        <ScriptPicker
          value={scriptId}
          onChange={setScriptId}
          placeholder={text.pickScriptHint}
          emptyHint={text.noScriptsHint}
        />
        {scriptId && before ? before(scriptId) : null}
        {cutId ? (
          <CutEditor key={cutId} cutId={cutId} kind={kind} onBack={() => setCut(null)} voices={voices} />
        ) : scriptId ? (
          <CutHome
            key={scriptId}
            scriptId={scriptId}
            kind={kind}
            onOpen={setCut}
            builder={builder ? builder(scriptId, setCut) : undefined}
          />
        ) : null}
      </div>
    </PageContainer>
  );
}
