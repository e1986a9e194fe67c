import { useState } from 'react';
import { type Scale, ScaleField } from '../components/ScaleField';
import { ToolLayout } from '../components/ToolLayout';
import { UploadField } from '../components/UploadField';
import { useToolSubmit } from '../hooks/use-tool-submit';
import { useUpload } from '../hooks/use-upload';
import type { ToolProps } from './tool-props';

interface UpscaleKind {
  taskType: 'gcimg-storyboard-hd' | 'gcvideo-byhd-sgl';
  kind: 'image' | 'video';
  field: 'imageFileId' | 'videoFileId';
  label: string;
}

/** One upload, ×2 or ×4: the image and video upscalers differ only in what they take. */
function UpscaleTool({ title, description, spec }: ToolProps & { spec: UpscaleKind }) {
  const tool = useToolSubmit(spec.taskType);
  const source = useUpload(spec.kind);
  const [scale, setScale] = useState<Scale>(2);
  return (
    <ToolLayout
      tool={tool}
      title={title}
      description={description}
      notReady={source.busy}
      onSubmit={() => void tool.run(() => ({ [spec.field]: source.state.file?.id, scale }))}
    >
      <UploadField kind={spec.kind} label={spec.label} slot={source} fieldError={tool.errors[spec.field]} />
      <ScaleField
        value={scale}
        onChange={setScale}
        width={source.state.width ?? source.state.file?.width}
        height={source.state.height ?? source.state.file?.height}
        disabled={tool.submitting}
      />
    </ToolLayout>
  );
}

/** aiToolboxTabIndex=3 图片超分 (gcimg-storyboard-hd). */
export const ImageUpscaleTool = (props: ToolProps) => (
  <UpscaleTool
    {...props}
    spec={{ taskType: 'gcimg-storyboard-hd', kind: 'image', field: 'imageFileId', label: '原图' }}
  />
);

/** aiToolboxTabIndex=4 视频超分 (gcvideo-byhd-sgl). */
export const VideoUpscaleTool = (props: ToolProps) => (
  <UpscaleTool
    {...props}
    spec={{ taskType: 'gcvideo-byhd-sgl', kind: 'video', field: 'videoFileId', label: '原视频' }}
  />
);
