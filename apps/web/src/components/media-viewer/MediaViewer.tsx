import type { ReactNode } from 'react';
import { ImageViewer } from './ImageViewer';
import { MediaPlayerModal } from './MediaPlayerModal';
import { mediaKindOf } from './viewer-math';

/** What the viewer shows: a FileView (or anything shaped like one) plus where 下载 goes. */
export interface MediaViewerItem {
  url: string;
  mime: string;
  name?: string | null;
  thumbUrl?: string | null;
  downloadUrl?: string;
}

interface MediaViewerProps {
  /** null = closed. */
  item: MediaViewerItem | null;
  onClose: () => void;
  extra?: ReactNode;
}

/** Picks the image viewer or the player by mime type; other files simply open in a new tab. */
export function MediaViewer({ item, onClose, extra }: MediaViewerProps) {
  if (!item) return null;
  const kind = mediaKindOf(item.mime);
  if (kind === 'image') {
    return (
      <ImageViewer
        src={item.url}
        name={item.name}
        downloadUrl={item.downloadUrl}
        onClose={onClose}
        extra={extra}
      />
    );
  }
  if (kind === 'video' || kind === 'audio') {
    return (
      <MediaPlayerModal
        kind={kind}
        src={item.url}
        name={item.name}
        poster={item.thumbUrl}
        downloadUrl={item.downloadUrl}
        onClose={onClose}
        extra={extra}
      />
    );
  }
  return null;
}
