import type { TaskOutputView } from '@lizi/shared';
import type { MediaViewerItem } from '../../components/media-viewer';
import { workDownloadUrl } from '../works';

/**
 * Downloads go through the work (it serves the unwatermarked copy once the user's application passed);
 * an output without a work falls back to the file itself as an attachment.
 */
export function outputDownloadUrl(output: Pick<TaskOutputView, 'workId' | 'url'>): string {
  if (output.workId) return workDownloadUrl(output.workId);
  return `${output.url}${output.url.includes('?') ? '&' : '?'}download=1`;
}

export function outputViewerItem(output: TaskOutputView): MediaViewerItem {
  return {
    url: output.url,
    mime: output.mime,
    name: output.name,
    thumbUrl: output.thumbUrl,
    downloadUrl: outputDownloadUrl(output),
  };
}
