import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import type { CutTimeline, CutView } from '@lizi/shared';
import { Button, Tooltip } from 'antd';
import { type DragEvent, useState } from 'react';
import { cutText as text } from '../cut-text';
import { formatSeconds, moveClip, removeClip } from '../timeline-edit';
import styles from './Cut.module.css';

interface Props {
  timeline: CutTimeline;
  files: CutView['files'];
  selected: number;
  onSelect: (index: number) => void;
  onChange: (fn: (t: CutTimeline) => CutTimeline) => void;
  vertical: boolean;
}

/** The clips in film order: thumbnails with their lengths; drag, or the arrows, to reorder; remove. */
export function ClipStrip({ timeline, files, selected, onSelect, onChange, vertical }: Props) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const clips = timeline.clips;

  const move = (from: number, to: number) => {
    onChange((t) => moveClip(t, from, to));
    onSelect(to);
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragFrom !== null) move(dragFrom, to);
    setDragFrom(null);
    setDragOver(null);
  };

  return (
    <div className={styles.strip} data-testid="clip-strip">
      {clips.map((clip, i) => {
        const file = files[clip.fileId];
        const thumb = file?.thumbUrl ?? (clip.media === 'image' ? file?.url : null);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a draggable card holding buttons cannot be a button
          <div
            key={clip.id}
            role="button"
            tabIndex={0}
            draggable
            onDragStart={() => setDragFrom(i)}
            onDragOver={(e) => {
              e.preventDefault();
              setDragOver(i);
            }}
            onDragLeave={() => setDragOver((o) => (o === i ? null : o))}
            onDrop={(e) => onDrop(e, i)}
            onDragEnd={() => {
              setDragFrom(null);
              setDragOver(null);
            }}
            onClick={() => onSelect(i)}
            onKeyDown={(e) => e.key === 'Enter' && onSelect(i)}
            className={`${styles.clip} ${vertical ? styles.clipVertical : ''} ${i === selected ? styles.clipActive : ''} ${dragOver === i && dragFrom !== i ? styles.clipDrop : ''}`}
            data-testid="clip"
          >
            <div className={styles.clipThumb}>
              {thumb ? (
                <img src={thumb} alt="" draggable={false} />
              ) : clip.media === 'video' && file ? (
                // A video without a stored poster shows its first frame (muted, never played here).
                <video src={`${file.url}#t=0.1`} muted preload="metadata" />
              ) : (
                <PictureOutlined />
              )}
              <span className={styles.clipIndex}>{i + 1}</span>
              <span className={styles.clipBadge}>{clip.media === 'video' ? text.video : text.still}</span>
              <span className={styles.clipTime}>{formatSeconds(clip.duration)}</span>
            </div>
            <div className={styles.clipActions}>
              <Tooltip title={text.moveLeft}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowLeftOutlined />}
                  disabled={i === 0}
                  aria-label={text.moveLeft}
                  onClick={(e) => {
                    e.stopPropagation();
                    move(i, i - 1);
                  }}
                />
              </Tooltip>
              <Tooltip title={clips.length <= 1 ? text.removeLast : text.removeClip}>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={clips.length <= 1}
                  aria-label={text.removeClip}
                  onClick={(e) => {
                    e.stopPropagation();
                    onChange((t) => removeClip(t, i));
                    onSelect(Math.max(0, Math.min(selected, clips.length - 2)));
                  }}
                />
              </Tooltip>
              <Tooltip title={text.moveRight}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowRightOutlined />}
                  disabled={i === clips.length - 1}
                  aria-label={text.moveRight}
                  onClick={(e) => {
                    e.stopPropagation();
                    move(i, i + 1);
                  }}
                />
              </Tooltip>
            </div>
          </div>
        );
      })}
    </div>
  );
}
