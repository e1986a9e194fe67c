import { ArrowLeftOutlined, SaveOutlined, ScissorOutlined } from '@ant-design/icons';
import { type CutKind, type CutView, ErrorCode, type FileView } from '@lizi/shared';
import { App, Button, Input, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage, isApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../tasks';
import { useCut } from '../api/cut.api';
import { useExportCut } from '../api/export-cut.api';
import { useSaveCut } from '../api/save-cut.api';
import { cutText as text } from '../cut-text';
import { useCutDraft } from '../hooks/use-cut-draft';
import { formatSeconds, type LineVoice, timelineLength } from '../timeline-edit';
import { ClipInspector } from './ClipInspector';
import { ClipStrip } from './ClipStrip';
import styles from './Cut.module.css';
import { CutPreview } from './CutPreview';
import { CutSettingsPanel } from './CutSettingsPanel';
import { ExportPanel } from './ExportPanel';
import { NarrationTrack } from './NarrationTrack';

interface Props {
  cutId: string;
  kind: CutKind;
  onBack: () => void;
  /** /narration passes the script lines' newest voices so the track can take them. */
  voices?: ReadonlyMap<string, LineVoice>;
}

/** Loads a cut and edits it; loading and error states of the editor. */
export function CutEditor({ cutId, kind, onBack, voices }: Props) {
  const cut = useCut(cutId);
  if (cut.isPending)
    return (
      <SurfaceCard>
        <Skeleton active paragraph={{ rows: 10 }} />
      </SurfaceCard>
    );
  if (cut.isError)
    return (
      <SurfaceCard>
        <EmptyState
          icon={<ScissorOutlined />}
          title={text.loadFailed}
          description={apiErrorMessage(cut.error)}
          extra={
            <>
              <Button onClick={() => cut.refetch()}>{text.retry}</Button>
              <Button onClick={onBack}>{text.back}</Button>
            </>
          }
        />
      </SurfaceCard>
    );
  return <CutEditorBody key={cut.data.id} cut={cut.data} kind={kind} onBack={onBack} voices={voices} />;
}

function CutEditorBody({ cut, kind, onBack, voices }: { cut: CutView } & Omit<Props, 'cutId'>) {
  const { message } = App.useApp();
  const state = useCutDraft(cut);
  const { draft } = state;
  const save = useSaveCut(cut.id);
  const exportCut = useExportCut(cut.id);
  const [selected, setSelected] = useState(0);
  const [extraFiles, setExtraFiles] = useState<Record<string, FileView>>({});
  const files = { ...extraFiles, ...cut.files };
  const clip = draft.timeline.clips[Math.min(selected, draft.timeline.clips.length - 1)] ?? null;
  const vertical = draft.canvas === '720x1280';
  const addFiles = (list: FileView[]) =>
    setExtraFiles((f) => ({ ...f, ...Object.fromEntries(list.map((x) => [x.id, x])) }));

  const fail = (error: unknown) => {
    if (isApiError(error) && error.code === ErrorCode.POINTS_INSUFFICIENT) return;
    message.error(apiErrorMessage(error));
  };
  const onSave = () =>
    save.mutate(state.body(), {
      onSuccess: (saved) => {
        state.markSaved(saved);
        message.success(text.saved);
      },
      onError: fail,
    });
  const onExport = async () => {
    try {
      if (state.dirty) state.markSaved(await save.mutateAsync(state.body()));
      await exportCut.mutateAsync(newIdempotencyKey());
      message.success(text.exportSubmitted);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div className={styles.editor} data-testid="cut-editor">
      <SurfaceCard className={styles.editorBar}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack}>
          {text.back}
        </Button>
        <Input
          className={styles.titleInput}
          value={draft.title}
          maxLength={100}
          aria-label={text.title}
          onChange={(e) => state.update({ title: e.target.value })}
        />
        <span className={styles.muted}>
          {text.total} {formatSeconds(timelineLength(draft.timeline))} ·{' '}
          {text.clips(draft.timeline.clips.length)}
        </span>
        {state.dirty ? <Tag color="orange">{text.unsaved}</Tag> : null}
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={save.isPending}
          disabled={!state.dirty}
          onClick={onSave}
        >
          {text.save}
        </Button>
      </SurfaceCard>

      <div className={styles.editorGrid}>
        <div className={styles.editorMain}>
          <SurfaceCard>
            <CutPreview
              canvas={draft.canvas}
              timeline={draft.timeline}
              clip={clip}
              files={files}
              subtitles={draft.settings.subtitles}
            />
          </SurfaceCard>
          <SurfaceCard>
            <div className={styles.sectionHead}>
              <span className={styles.sectionTitle}>{text.clipStrip}</span>
              <span className={styles.muted}>{text.clipStripHint}</span>
            </div>
            <ClipStrip
              timeline={draft.timeline}
              files={files}
              selected={selected}
              onSelect={setSelected}
              onChange={state.setTimeline}
              vertical={vertical}
            />
            {clip ? (
              <ClipInspector
                clip={clip}
                index={draft.timeline.clips.indexOf(clip)}
                files={files}
                onChange={state.setTimeline}
              />
            ) : null}
          </SurfaceCard>
          {kind === 'narration' || draft.timeline.narration.length > 0 ? (
            <SurfaceCard>
              <NarrationTrack
                timeline={draft.timeline}
                files={files}
                onChange={state.setTimeline}
                voices={voices}
                onFiles={addFiles}
              />
            </SurfaceCard>
          ) : null}
        </div>
        <div className={styles.editorSide}>
          <SurfaceCard>
            <div className={styles.sectionHead}>
              <span className={styles.sectionTitle}>{text.exportTitle}</span>
            </div>
            <ExportPanel cut={cut} dirty={state.dirty} exporting={exportCut.isPending} onExport={onExport} />
          </SurfaceCard>
          <SurfaceCard>
            <div className={styles.sectionHead}>
              <span className={styles.sectionTitle}>{text.audioTitle}</span>
            </div>
            <CutSettingsPanel
              settings={draft.settings}
              canvas={draft.canvas}
              files={files}
              onSettings={state.setSettings}
              onCanvas={(canvas) => state.update({ canvas })}
              onFile={(f) => addFiles([f])}
            />
          </SurfaceCard>
        </div>
      </div>
    </div>
  );
}
