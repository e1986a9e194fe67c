import { CANVAS_SIZE_KEYS, type CanvasSize, type ShotView } from '@lizi/shared';
import { Segmented } from 'antd';
import { useState } from 'react';
import { storyboardText as text } from '../storyboard-text';
import styles from './Storyboard.module.css';

/**
 * The focused shot on the output canvas of spec §9 (720×1280 vertical, 1920×1080 horizontal), scaled to
 * the panel: what the cut will frame, with the picture fitted inside as the merge will letterbox it.
 */
export function CanvasPreview({
  shot,
  index,
  initial,
}: {
  shot: ShotView | null;
  index: number;
  initial: string;
}) {
  const [canvas, setCanvas] = useState<CanvasSize>(
    (CANVAS_SIZE_KEYS as readonly string[]).includes(initial) ? (initial as CanvasSize) : '1920x1080',
  );
  const [w, h] = canvas.split('x').map(Number) as [number, number];
  return (
    <aside className={styles.preview}>
      <div className={styles.previewHead}>
        <strong>{text.canvas}</strong>
        <Segmented
          size="small"
          value={canvas}
          onChange={(v) => setCanvas(v as CanvasSize)}
          options={[
            { value: '720x1280', label: text.canvasVertical },
            { value: '1920x1080', label: text.canvasHorizontal },
          ]}
        />
      </div>
      <div
        className={styles.canvasFrame}
        style={{ aspectRatio: `${w} / ${h}`, maxHeight: h > w ? 460 : undefined }}
      >
        {shot?.image ? (
          <img src={shot.image.thumbUrl ?? shot.image.url} alt={`第 ${index + 1} 镜`} />
        ) : (
          <span className={styles.muted}>{text.noImage}</span>
        )}
        <span className={styles.canvasBadge}>
          {w}×{h}
        </span>
      </div>
      {shot && (
        <p className={styles.previewCaption}>
          第 {index + 1} 镜 · {shot.framing || '未设景别'} · {shot.durationSeconds} 秒
        </p>
      )}
    </aside>
  );
}
