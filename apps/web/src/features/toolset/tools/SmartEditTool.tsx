import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { uploadFile } from '../../tasks';
import { MaskPainter } from '../components/MaskPainter';
import styles from '../components/Tool.module.css';
import { ToolLayout } from '../components/ToolLayout';
import { UploadField } from '../components/UploadField';
import { useToolSubmit } from '../hooks/use-tool-submit';
import { useUpload } from '../hooks/use-upload';
import { EMPTY_MASK, hasPaint, type MaskHistory, renderMaskPng } from '../mask-strokes';
import type { ToolProps } from './tool-props';

/** Stands in for the mask while the other fields are checked, so a bad prompt costs no mask upload. */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/** aiToolboxTabIndex=0 智能编辑 (gcimg-storyboard-redraw): image, the painted area, what to put there. */
export function SmartEditTool({ title, description }: ToolProps) {
  const tool = useToolSubmit('gcimg-storyboard-redraw');
  const image = useUpload('image');
  const [mask, setMask] = useState<MaskHistory>(EMPTY_MASK);
  const [prompt, setPrompt] = useState('');
  // The last uploaded mask, reused while the painting is unchanged (a resubmit uploads nothing).
  const uploaded = useRef<{ strokes: MaskHistory['strokes']; id: string } | null>(null);
  const imageId = image.state.file?.id;

  useEffect(() => {
    // A new picture starts a new painting.
    void imageId;
    setMask(EMPTY_MASK);
    uploaded.current = null;
  }, [imageId]);

  const build = async () => {
    const params = { imageFileId: imageId, prompt, maskFileId: PLACEHOLDER_ID };
    const errors: Record<string, string> = {};
    if (imageId && !hasPaint(mask)) errors.maskFileId = '请涂抹需要重绘的区域';
    if (!prompt.trim()) errors.prompt = '请填写描述';
    if (!imageId) errors.imageFileId = '请上传文件';
    if (Object.keys(errors).length > 0) {
      tool.setErrors(errors);
      return null;
    }
    const { width, height } = image.state;
    if (!width || !height) return null;
    if (uploaded.current?.strokes !== mask.strokes) {
      const png = await renderMaskPng(mask, width, height);
      const file = await uploadFile(png, 'mask.png');
      uploaded.current = { strokes: mask.strokes, id: file.id };
    }
    return { ...params, maskFileId: uploaded.current.id };
  };

  return (
    <ToolLayout
      tool={tool}
      title={title}
      description={description}
      notReady={image.busy}
      onSubmit={() => void tool.run(build)}
    >
      <UploadField kind="image" label="原图" slot={image} fieldError={tool.errors.imageFileId}>
        {image.state.preview && image.state.width && image.state.height ? (
          <MaskPainter
            src={image.state.preview}
            width={image.state.width}
            height={image.state.height}
            value={mask}
            onChange={(next) => {
              setMask(next);
              if (hasPaint(next)) tool.clearError('maskFileId');
            }}
            disabled={tool.submitting}
          />
        ) : null}
      </UploadField>
      {tool.errors.maskFileId ? <div className={styles.fieldError}>{tool.errors.maskFileId}</div> : null}
      <div className={styles.field}>
        <div className={styles.fieldLabel}>想要的效果</div>
        <Input.TextArea
          value={prompt}
          onChange={(event) => {
            setPrompt(event.target.value);
            tool.clearError('prompt');
          }}
          maxLength={2000}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder="描述涂抹区域要变成什么，如：换成一束盛开的向日葵"
          aria-label="想要的效果"
          status={tool.errors.prompt ? 'error' : undefined}
        />
        {tool.errors.prompt ? <div className={styles.fieldError}>{tool.errors.prompt}</div> : null}
      </div>
    </ToolLayout>
  );
}
