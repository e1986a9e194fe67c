import type { VoiceLineView } from '@lizi/shared';
import { Progress, Tag, Tooltip } from 'antd';
import { audioText as text } from '../audio-text';
import { useLiveLineTask } from '../hooks/use-live-line-task';
import { lineAudioState } from '../voicing';
import styles from './Audio.module.css';

/** A line's voice: live progress while its task runs, the player once voiced, the reason when it failed. */
export function LineAudioCell({ scriptId, line }: { scriptId: string; line: VoiceLineView }) {
  const task = useLiveLineTask(scriptId, line.task);
  const state = lineAudioState(line, task);
  return (
    <div className={styles.audioCell}>
      {state.kind === 'queued' ? <Tag color="default">{text.queued}</Tag> : null}
      {state.kind === 'running' ? (
        <Progress percent={state.progress} size="small" format={() => text.running(state.progress)} />
      ) : null}
      {state.kind === 'failed' ? (
        <Tooltip title={state.error}>
          <Tag color="error">{text.failed}</Tag>
        </Tooltip>
      ) : null}
      {state.kind === 'none' ? <span className={styles.muted}>{text.notVoiced}</span> : null}
      {line.audio ? (
        // biome-ignore lint/a11y/useMediaCaption: the line's text is shown beside its voice
        <audio className={styles.player} src={line.audio.url} controls preload="none" />
      ) : null}
    </div>
  );
}
