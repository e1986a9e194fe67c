import { useState } from 'react';
import { type Scale, ScaleField } from '../components/ScaleField';
import { ToolLayout } from '../components/ToolLayout';
import { UploadField } from '../components/UploadField';
import { useToolSubmit } from '../hooks/use-tool-submit';
import { useUpload } from '../hooks/use-upload';
import type { ToolProps } from './tool-props';

/** aiToolboxTabIndex=3 图片超分 (gcimg-storyboard-hd): one image, ×2 or ×4. */
export function ImageUpscaleTool({ title, description }: ToolProps) {
  const tool = useToolSubmit('gcimg-storyboard-hd');
  const image = useUpload('image');
  const [scale, setScale] = useState<Scale>(2);
  return (
    <ToolLayout
      tool={tool}
      title={title}
      description={description}
      notReady={image.busy}
      onSubmit={() => void tool.run(() => ({ imageFileId: image.state.file?.id, scale }))}
    >
      <UploadField kind="image" label="原图" slot={image} fieldError={tool.errors.imageFileId} />
      <ScaleField
        value={scale}
        onChange={setScale}
        width={image.state.width}
        height={image.state.height}
        disabled={tool.submitting}
      />
    </ToolLayout>
  );
}
