import { Input } from 'antd';
import { useState } from 'react';
import styles from '../components/Tool.module.css';
import { ToolLayout } from '../components/ToolLayout';
import { UploadField } from '../components/UploadField';
import { useToolSubmit } from '../hooks/use-tool-submit';
import { useUpload } from '../hooks/use-upload';
import type { ToolProps } from './tool-props';

/** aiToolboxTabIndex=1_0 AI换装 (gcimg-storyboard-clothswap): person + garment, an optional note. */
export function OutfitSwapTool({ title, description }: ToolProps) {
  const tool = useToolSubmit('gcimg-storyboard-clothswap');
  const person = useUpload('image');
  const garment = useUpload('image');
  const [prompt, setPrompt] = useState('');
  return (
    <ToolLayout
      tool={tool}
      title={title}
      description={description}
      notReady={person.busy || garment.busy}
      onSubmit={() =>
        void tool.run(() => ({
          personFileId: person.state.file?.id,
          garmentFileId: garment.state.file?.id,
          prompt: prompt.trim() || undefined,
        }))
      }
    >
      <div className={styles.fieldRow}>
        <UploadField kind="image" label="人物图片" slot={person} fieldError={tool.errors.personFileId} />
        <UploadField kind="image" label="服装图片" slot={garment} fieldError={tool.errors.garmentFileId} />
      </div>
      <div className={styles.field}>
        <div className={styles.fieldLabel}>补充描述（选填）</div>
        <Input.TextArea
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          maxLength={2000}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder="如：保留原有发型，衣服下摆塞进裤腰"
          aria-label="补充描述"
        />
        {tool.errors.prompt ? <div className={styles.fieldError}>{tool.errors.prompt}</div> : null}
      </div>
    </ToolLayout>
  );
}
