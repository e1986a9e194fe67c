import { DeleteOutlined, SyncOutlined } from '@ant-design/icons';
import type { CutTimeline, CutView, FileView } from '@lizi/shared';
import { App, Button, Empty, Input } from 'antd';
import { cutText as text } from '../cut-text';
import { type LineVoice, removeNarration, syncNarrationVoices, updateNarration } from '../timeline-edit';
import styles from './Cut.module.css';
import { SecondsField } from './SecondsField';

interface Props {
  timeline: CutTimeline;
  files: CutView['files'];
  onChange: (fn: (t: CutTimeline) => CutTimeline) => void;
  /** The script lines' newest voices (when known), to bring re-voiced narration into the cut. */
  voices?: ReadonlyMap<string, LineVoice>;
  /** Files the cut view does not list yet (the new voices), so their players show before saving. */
  onFiles?: (files: FileView[]) => void;
}

/** The narration track of a /narration cut: items on film time, each with its voice and subtitle. */
export function NarrationTrack({ timeline, files, onChange, voices, onFiles }: Props) {
  const { message } = App.useApp();
  const sync = () => {
    if (!voices) return;
    const { changed } = syncNarrationVoices(timeline, voices);
    if (changed === 0) {
      message.info(text.upToDate);
      return;
    }
    onChange((t) => syncNarrationVoices(t, voices).timeline);
    onFiles?.([...voices.values()].flatMap((v) => (v.file ? [v.file] : [])));
    message.success(text.synced(changed));
  };
  return (
    <div className={styles.narrationTrack} data-testid="narration-track">
      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>{text.narrationTrack}</span>
        <span className={styles.muted}>{text.narrationTrackHint}</span>
        {voices ? (
          <Button size="small" icon={<SyncOutlined />} onClick={sync}>
            {text.syncVoices}
          </Button>
        ) : null}
      </div>
      {timeline.narration.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noNarrationItems} />
      ) : (
        <div className={styles.lineList}>
          {timeline.narration.map((item) => {
            const voice = item.audioFileId ? files[item.audioFileId] : undefined;
            return (
              <div key={item.id} className={styles.lineRow} data-testid="narration-item">
                <div className={styles.lineHead}>
                  <SecondsField
                    label={text.start}
                    min={0}
                    value={item.start}
                    onChange={(v) => onChange((t) => updateNarration(t, item.id, { start: v }))}
                  />
                  <SecondsField
                    label={text.lineLength}
                    min={0.1}
                    value={item.duration}
                    onChange={(v) => onChange((t) => updateNarration(t, item.id, { duration: v }))}
                  />
                  {voice ? (
                    // biome-ignore lint/a11y/useMediaCaption: the narration text is right beside it
                    <audio className={styles.linePlayer} src={voice.url} controls preload="none" />
                  ) : (
                    <span className={styles.muted}>{item.audioFileId ? '' : text.noVoice}</span>
                  )}
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={text.removeNarration}
                    onClick={() => onChange((t) => removeNarration(t, item.id))}
                  />
                </div>
                <Input
                  value={item.text}
                  maxLength={500}
                  onChange={(e) => onChange((t) => updateNarration(t, item.id, { text: e.target.value }))}
                />
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
