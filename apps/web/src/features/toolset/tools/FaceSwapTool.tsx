import styles from '../components/Tool.module.css';
import { ToolLayout } from '../components/ToolLayout';
import { UploadField } from '../components/UploadField';
import { useToolSubmit } from '../hooks/use-tool-submit';
import { useUpload } from '../hooks/use-upload';
import type { ToolProps } from './tool-props';

/** aiToolboxTabIndex=1_1 AI换脸 (gcimg-storyboard-faceswap): the picture to change and the face to put in. */
export function FaceSwapTool({ title, description }: ToolProps) {
  const tool = useToolSubmit('gcimg-storyboard-faceswap');
  const image = useUpload('image');
  const face = useUpload('image');
  return (
    <ToolLayout
      tool={tool}
      title={title}
      description={description}
      notReady={image.busy || face.busy}
      onSubmit={() =>
        void tool.run(() => ({ imageFileId: image.state.file?.id, faceFileId: face.state.file?.id }))
      }
    >
      <div className={styles.fieldRow}>
        <UploadField kind="image" label="目标图片" slot={image} fieldError={tool.errors.imageFileId} />
        <UploadField kind="image" label="人脸照片" slot={face} fieldError={tool.errors.faceFileId} />
      </div>
      <div className={styles.dropHint}>人脸照片请使用正脸、光线均匀、无遮挡的单人照，效果最佳。</div>
    </ToolLayout>
  );
}
