import { Input, Segmented } from 'antd';
import { useState } from 'react';
import styles from '../components/Tool.module.css';
import { ToolLayout } from '../components/ToolLayout';
import { UploadField } from '../components/UploadField';
import { useToolSubmit } from '../hooks/use-tool-submit';
import { useUpload } from '../hooks/use-upload';
import type { ToolProps } from './tool-props';

type Source = 'audio' | 'text';

/** aiToolboxTabIndex=2 对口型 (gcvideo-bylipsync-sgl): a video, then either a voice track or the lines to say. */
export function LipSyncTool({ title, description }: ToolProps) {
  const tool = useToolSubmit('gcvideo-bylipsync-sgl');
  const video = useUpload('video');
  const audio = useUpload('audio');
  const [source, setSource] = useState<Source>('audio');
  const [text, setText] = useState('');
  // The schema reports "audio or text" on audioFileId; show it under whichever input is in use.
  const sourceError = tool.errors.audioFileId ?? tool.errors.text;
  return (
    <ToolLayout
      tool={tool}
      title={title}
      description={description}
      notReady={video.busy || (source === 'audio' && audio.busy)}
      onSubmit={() =>
        void tool.run(() => ({
          videoFileId: video.state.file?.id,
          ...(source === 'audio'
            ? { audioFileId: audio.state.file?.id }
            : { text: text.trim() || undefined }),
        }))
      }
    >
      <UploadField kind="video" label="人物视频" slot={video} fieldError={tool.errors.videoFileId} />
      <div className={`${styles.field} ${styles.segmentField}`}>
        <div className={styles.fieldLabel}>声音来源</div>
        <Segmented<Source>
          value={source}
          onChange={(next) => {
            setSource(next);
            tool.clearError('audioFileId');
            tool.clearError('text');
          }}
          options={[
            { value: 'audio', label: '上传配音' },
            { value: 'text', label: '输入台词' },
          ]}
        />
      </div>
      {source === 'audio' ? (
        <UploadField kind="audio" label="配音音频" slot={audio} fieldError={sourceError} />
      ) : (
        <div className={styles.field}>
          <Input.TextArea
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={500}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder="输入角色要说的台词，AI 会先合成配音再对口型"
            aria-label="台词"
            status={sourceError ? 'error' : undefined}
          />
          {sourceError ? <div className={styles.fieldError}>{sourceError}</div> : null}
        </div>
      )}
    </ToolLayout>
  );
}
