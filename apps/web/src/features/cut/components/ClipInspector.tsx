import type { CutClip, CutTimeline, CutView } from '@lizi/shared';
import { Button, Empty, Input, Tag } from 'antd';
import { cutText as text } from '../cut-text';
import { clipOutPoint, fitClipToLines, formatSeconds, trimClip, updateClipLine } from '../timeline-edit';
import styles from './Cut.module.css';
import { SecondsField } from './SecondsField';

interface Props {
  clip: CutClip;
  index: number;
  files: CutView['files'];
  onChange: (fn: (t: CutTimeline) => CutTimeline) => void;
}

/** One clip: in point and length, then its lines — voice, subtitle text and timing inside the clip. */
export function ClipInspector({ clip, index, files, onChange }: Props) {
  const overrun =
    clip.media === 'video' && clip.sourceDuration !== null && clipOutPoint(clip) > clip.sourceDuration;
  const linesEnd = Math.max(0, ...clip.lines.map((l) => l.offset + l.duration));
  return (
    <div className={styles.inspector} data-testid="clip-inspector">
      <div className={styles.trimRow}>
        <span className={styles.inspectorTitle}>
          #{index + 1} {clip.media === 'video' ? text.video : text.still}
        </span>
        {clip.media === 'video' ? (
          <SecondsField
            label={text.trimStart}
            min={0}
            max={clip.sourceDuration ? Math.max(0, clip.sourceDuration - 0.5) : 600}
            value={clip.trimStart}
            onChange={(v) => onChange((t) => trimClip(t, index, { trimStart: v }))}
          />
        ) : null}
        <SecondsField
          label={text.duration}
          min={0.5}
          max={600}
          value={clip.duration}
          onChange={(v) => onChange((t) => trimClip(t, index, { duration: v }))}
        />
        {clip.media === 'video' ? (
          <span className={styles.muted}>
            {text.outPoint(formatSeconds(clipOutPoint(clip)))}
            {clip.sourceDuration !== null
              ? ` · ${text.sourceLength(formatSeconds(clip.sourceDuration))}`
              : ''}
          </span>
        ) : null}
        {overrun ? <Tag color="gold">{text.holdsLastFrame}</Tag> : null}
      </div>

      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>{text.lines}</span>
        {linesEnd > clip.duration ? (
          <Button size="small" onClick={() => onChange((t) => fitClipToLines(t, index))}>
            {text.fitLines}
          </Button>
        ) : null}
      </div>
      {clip.lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noLines} />
      ) : (
        <div className={styles.lineList}>
          {clip.lines.map((line) => {
            const voice = line.audioFileId ? files[line.audioFileId] : undefined;
            return (
              <div key={line.id} className={styles.lineRow} data-testid="cut-line">
                <div className={styles.lineHead}>
                  <Tag bordered={false} color={line.kind === 'narration' ? 'purple' : 'blue'}>
                    {line.speaker || (line.kind === 'narration' ? '旁白' : '—')}
                  </Tag>
                  <SecondsField
                    label={text.offset}
                    min={0}
                    value={line.offset}
                    onChange={(v) => onChange((t) => updateClipLine(t, index, line.id, { offset: v }))}
                  />
                  <SecondsField
                    label={text.lineLength}
                    min={0.1}
                    value={line.duration}
                    onChange={(v) => onChange((t) => updateClipLine(t, index, line.id, { duration: v }))}
                  />
                  {voice ? (
                    // biome-ignore lint/a11y/useMediaCaption: the subtitle text is right beside it
                    <audio className={styles.linePlayer} src={voice.url} controls preload="none" />
                  ) : (
                    <span className={styles.muted}>{text.noVoice}</span>
                  )}
                </div>
                <Input
                  value={line.text}
                  maxLength={500}
                  onChange={(e) =>
                    onChange((t) => updateClipLine(t, index, line.id, { text: e.target.value }))
                  }
                />
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
