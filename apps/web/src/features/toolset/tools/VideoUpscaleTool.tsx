import { useState } from 'react';
import { type Scale, ScaleField } from '../components/ScaleField';
import { ToolLayout } from '../components/ToolLayout';
import { UploadField } from '../components/UploadField';
import { useToolSubmit } from '../hooks/use-tool-submit';
import { useUpload } from '../hooks/use-upload';
import type { ToolProps } from './tool-props';

/** aiToolboxTabIndex=4 视频超分 (gcvideo-byhd-sgl): one video, ×2 or ×4. */
export function VideoUpscaleTool({ title, description }: ToolProps) {
  const tool = useToolSubmit('gcvideo-byhd-sgl');
  const video = useUpload('video');
  const [scale, setScale] = useState<Scale>(2);
  return (
    <ToolLayout
      tool={tool}
      title={title}
      description={description}
      notReady={video.busy}
      onSubmit={() => void tool.run(() => ({ videoFileId: video.state.file?.id, scale }))}
    >
      <UploadField kind="video" label="原视频" slot={video} fieldError={tool.errors.videoFileId} />
      <ScaleField
        value={scale}
        onChange={setScale}
        width={video.state.file?.width}
        height={video.state.file?.height}
        disabled={tool.submitting}
      />
    </ToolLayout>
  );
}
