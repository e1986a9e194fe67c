import { CheckCircleFilled, ExclamationCircleOutlined, PictureOutlined } from '@ant-design/icons';
import { type ShotView, TaskStatus } from '@lizi/shared';
import { Progress, Tooltip } from 'antd';
import { useState } from 'react';
import { MediaViewer } from '../../../components/media-viewer';
import { useLiveTask } from '../hooks/use-live-task';
import { storyboardText as text } from '../storyboard-text';
import styles from './Storyboard.module.css';

/**
 * A shot's picture with its task state on top (queued, progress, failure reason), the results of its newest
 * generation to choose among, and the image viewer.
 */
export function ShotImage({
  shot,
  aspectRatio,
  onChoose,
}: {
  shot: ShotView;
  aspectRatio: string;
  onChoose: (fileId: string) => void;
}) {
  const task = useLiveTask(shot.scriptId, shot.imageTask);
  const [viewing, setViewing] = useState(false);
  const [w, h] = aspectRatio.split(':');
  const running = task && (task.status === TaskStatus.NOT_STARTED || task.status === TaskStatus.IN_PROGRESS);
  const failed = task?.status === TaskStatus.REJECTED;
  return (
    <>
      <div className={styles.shotImage} style={{ aspectRatio: `${w} / ${h}` }}>
        {shot.image ? (
          <button type="button" className={styles.imageButton} onClick={() => setViewing(true)}>
            <img src={shot.image.thumbUrl ?? shot.image.url} alt={shot.prompt.slice(0, 40)} />
          </button>
        ) : running ? null : (
          <div className={styles.noImage}>
            <PictureOutlined />
            <span>{text.noImage}</span>
          </div>
        )}
        {running && (
          <div className={styles.overlay}>
            <Progress type="circle" size={56} percent={task.progress} strokeColor="#fff" />
            <span>{task.status === TaskStatus.NOT_STARTED ? text.waiting : text.running(task.progress)}</span>
          </div>
        )}
        {failed && !running && (
          <Tooltip title={task.errorMsg ?? text.failed}>
            <div className={styles.failedBadge}>
              <ExclamationCircleOutlined /> {text.failed}
            </div>
          </Tooltip>
        )}
      </div>
      {shot.imageChoices.length > 1 && (
        <div className={styles.choices}>
          {shot.imageChoices.map((file) => {
            const current = shot.image?.id === file.id;
            return (
              <Tooltip key={file.id} title={current ? text.chosen : text.chooseOutput}>
                <button
                  type="button"
                  className={`${styles.choice} ${current ? styles.choiceActive : ''}`}
                  onClick={() => !current && onChoose(file.id)}
                >
                  <img src={file.thumbUrl ?? file.url} alt="" />
                  {current && <CheckCircleFilled className={styles.choiceMark} />}
                </button>
              </Tooltip>
            );
          })}
        </div>
      )}
      <MediaViewer item={viewing && shot.image ? shot.image : null} onClose={() => setViewing(false)} />
    </>
  );
}
