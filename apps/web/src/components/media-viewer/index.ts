export { ImageViewer } from './ImageViewer';
export { MediaPlayerModal } from './MediaPlayerModal';
export { MediaThumb } from './MediaThumb';
export { MediaViewer, type MediaViewerItem } from './MediaViewer';
export { type MediaKind, mediaKindOf } from './viewer-math';
