import {
  CustomerServiceOutlined,
  FileTextOutlined,
  PlayCircleFilled,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import styles from './MediaViewer.module.css';
import { mediaKindOf } from './viewer-math';

interface MediaThumbProps {
  mime: string;
  url: string;
  thumbUrl?: string | null;
  name?: string | null;
  /** Opens the viewer; without it the tile is only a picture. */
  onOpen?: () => void;
  /** CSS aspect ratio of the tile, e.g. '1 / 1' or '16 / 9'. */
  aspect?: string;
  /** 'contain' shows the whole picture (result previews); 'cover' fills the tile (grids). */
  fit?: 'cover' | 'contain';
  style?: CSSProperties;
}

/** A file as a tile: its thumbnail (images, video posters) or a kind icon, with a play mark on video/audio. */
export function MediaThumb({
  mime,
  url,
  thumbUrl,
  name,
  onOpen,
  aspect = '1 / 1',
  fit = 'cover',
  style,
}: MediaThumbProps) {
  const kind = mediaKindOf(mime);
  const [broken, setBroken] = useState(false);
  const picture = kind === 'image' ? (thumbUrl ?? url) : kind === 'video' ? thumbUrl : null;
  const Icon =
    kind === 'video' ? VideoCameraOutlined : kind === 'audio' ? CustomerServiceOutlined : FileTextOutlined;
  const body = (
    <>
      {picture && !broken ? (
        <img
          className={styles.thumbImage}
          src={picture}
          alt={name ?? ''}
          loading="lazy"
          style={{ objectFit: fit }}
          onError={() => setBroken(true)}
        />
      ) : (
        <span className={styles.thumbIcon}>
          <Icon />
        </span>
      )}
      {kind === 'video' || kind === 'audio' ? <PlayCircleFilled className={styles.thumbPlay} /> : null}
    </>
  );
  const tileStyle = { aspectRatio: aspect, ...style };
  if (!onOpen) {
    return (
      <div className={styles.thumb} style={tileStyle}>
        {body}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.thumb} ${styles.thumbButton}`}
      style={tileStyle}
      onClick={onOpen}
      aria-label={`查看${name ?? ''}`}
    >
      {body}
    </button>
  );
}
