import { PlaySquareOutlined } from '@ant-design/icons';
import {
  type CutClip,
  type CutTimeline,
  type CutView,
  clipStarts,
  type SubtitleMode,
  subtitleCues,
} from '@lizi/shared';
import { cutText as text } from '../cut-text';
import styles from './Cut.module.css';

interface Props {
  canvas: string;
  timeline: CutTimeline;
  clip: CutClip | null;
  files: CutView['files'];
  subtitles: SubtitleMode;
}

/**
 * The selected clip inside the cut's canvas (16:9 or the 9:16 short), letterboxed as the export will place
 * it, with its first subtitle where a burned subtitle goes.
 */
export function CutPreview({ canvas, timeline, clip, files, subtitles }: Props) {
  const [w = 1920, h = 1080] = canvas.split('x').map(Number);
  const vertical = h > w;
  const file = clip ? files[clip.fileId] : undefined;
  const index = clip ? timeline.clips.indexOf(clip) : -1;
  const start = index >= 0 ? (clipStarts(timeline).starts[index] ?? 0) : 0;
  const end = clip ? start + clip.duration : 0;
  // The first subtitle shown while this clip plays (its own lines or the narration track), as it will burn in.
  const subtitle = clip
    ? subtitleCues(timeline).find((c) => c.end > start && c.start < end)?.text
    : undefined;
  return (
    <div className={`${styles.previewWrap} ${vertical ? styles.previewVertical : ''}`}>
      <div className={styles.preview} style={{ aspectRatio: `${w} / ${h}` }} data-testid="cut-preview">
        {clip && file ? (
          clip.media === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: the subtitles are drawn over the preview
            <video
              key={`${file.id}-${clip.trimStart}`}
              className={styles.previewMedia}
              src={`${file.url}#t=${clip.trimStart},${clip.trimStart + clip.duration}`}
              poster={file.thumbUrl ?? undefined}
              controls
              preload="metadata"
            />
          ) : (
            <img className={styles.previewMedia} src={file.url} alt={text.still} />
          )
        ) : (
          <div className={styles.previewEmpty}>
            <PlaySquareOutlined />
            <span>{text.noPreview}</span>
          </div>
        )}
        {subtitles === 'burn' && subtitle ? <div className={styles.previewSubtitle}>{subtitle}</div> : null}
      </div>
      <div className={styles.previewCaption}>
        {text.preview} · {w}×{h}
      </div>
    </div>
  );
}
