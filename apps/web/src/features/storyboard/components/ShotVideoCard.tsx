import {
  PictureOutlined,
  PlayCircleFilled,
  ReloadOutlined,
  ThunderboltOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  CAMERA_MOVE_LABELS,
  CAMERA_MOVES,
  type ShotEditBody,
  type ShotView,
  TaskStatus,
  VIDEO_FEATURE_LABELS,
  type VideoModelItem,
  videoDurationOfShot,
} from '@lizi/shared';
import { App, Button, Checkbox, Input, Progress, Segmented, Select, Switch, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { MediaPlayerModal } from '../../../components/media-viewer';
import { apiErrorMessage } from '../../../lib/api-client';
import { uploadFile } from '../../tasks';
import { useShotMutations } from '../api/shot-mutations.api';
import { useLiveTask } from '../hooks/use-live-task';
import { storyboardText as text } from '../storyboard-text';
import styles from './Storyboard.module.css';

interface Props {
  index: number;
  shot: ShotView;
  shots: ShotView[];
  model: VideoModelItem;
  selected: boolean;
  disabled: boolean;
  generating: boolean;
  onSelect: (on: boolean) => void;
  onGenerate: () => void;
}

/** One shot's video: first frame (its image), frame mode and last frame, motion, duration, flags, result. */
export function ShotVideoCard({
  index,
  shot,
  shots,
  model,
  selected,
  disabled,
  generating,
  onSelect,
  onGenerate,
}: Props) {
  const { message } = App.useApp();
  const mutations = useShotMutations(shot.scriptId);
  const task = useLiveTask(shot.scriptId, shot.videoTask);
  const [motion, setMotion] = useState(shot.videoPrompt);
  const [playing, setPlaying] = useState(false);
  const [uploading, setUploading] = useState(false);
  const lastInput = useRef<HTMLInputElement>(null);
  useEffect(() => setMotion(shot.videoPrompt), [shot.videoPrompt]);
  const save = (body: ShotEditBody) =>
    mutations.edit.mutate(
      { id: shot.id, body },
      { onError: (err) => message.error(apiErrorMessage(err, text.saveFailed)) },
    );

  const running = task && (task.status === TaskStatus.NOT_STARTED || task.status === TaskStatus.IN_PROGRESS);
  const failed = task?.status === TaskStatus.REJECTED;
  const twoFramesOk = model.frameModes.includes('twoFrames');
  const otherImages = shots.filter((s) => s.id !== shot.id && s.image);
  const uploadLast = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadFile(file, file.name);
      save({ frameMode: 'twoFrames', lastFrameFileId: uploaded.id });
    } catch (err) {
      message.error(apiErrorMessage(err));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div
      className={`${styles.shotCard} ${selected ? styles.shotSelected : ''}`}
      data-testid="shot-video-card"
    >
      <div className={styles.shotHead}>
        <Checkbox checked={selected} disabled={!shot.image} onChange={(e) => onSelect(e.target.checked)} />
        <span className={styles.shotNumber}>第 {index + 1} 镜</span>
        <span className={styles.muted}>{shot.framing}</span>
      </div>
      <div className={styles.videoFrames}>
        <div className={styles.frame}>
          {shot.video ? (
            <button type="button" className={styles.imageButton} onClick={() => setPlaying(true)}>
              <img src={shot.video.thumbUrl ?? shot.image?.thumbUrl ?? shot.image?.url ?? ''} alt="" />
              <PlayCircleFilled className={styles.playMark} />
            </button>
          ) : shot.image ? (
            <img src={shot.image.thumbUrl ?? shot.image.url} alt="" />
          ) : running ? null : (
            <div className={styles.noImage}>
              <PictureOutlined />
              <span>{text.needImage}</span>
            </div>
          )}
          {running && (
            <div className={styles.overlay}>
              <Progress type="circle" size={52} percent={task.progress} strokeColor="#fff" />
              <span>
                {task.status === TaskStatus.NOT_STARTED ? text.waiting : text.running(task.progress)}
              </span>
            </div>
          )}
          {failed && !running && (
            <Tooltip title={task.errorMsg ?? text.failed}>
              <div className={styles.failedBadge}>{text.failed}</div>
            </Tooltip>
          )}
        </div>
        {shot.frameMode === 'twoFrames' && (
          <div className={`${styles.frame} ${styles.lastFrame}`}>
            {shot.lastFrame ? (
              <img src={shot.lastFrame.thumbUrl ?? shot.lastFrame.url} alt={text.lastFrame} />
            ) : (
              <span>{text.pickLastFrame}</span>
            )}
          </div>
        )}
      </div>

      <div className={styles.videoRow}>
        <span className={styles.rowLabel}>{text.frameMode}</span>
        <Segmented
          size="small"
          value={shot.frameMode}
          onChange={(frameMode) => save({ frameMode: frameMode as ShotView['frameMode'] })}
          options={[
            { value: 'singleFrame', label: text.singleFrame },
            { value: 'twoFrames', label: text.twoFrames, disabled: !twoFramesOk },
          ]}
        />
      </div>
      <div className={styles.videoRow}>
        <span className={styles.rowLabel}>{text.duration}</span>
        <Segmented
          size="small"
          value={videoDurationOfShot(shot.durationSeconds)}
          onChange={(d) => save({ durationSeconds: Number(d) })}
          options={model.durations.map((d) => ({ value: d, label: `${d}${text.seconds}` }))}
        />
      </div>
      {shot.frameMode === 'twoFrames' && (
        <div className={styles.videoRow}>
          <span className={styles.rowLabel}>{text.lastFrame}</span>
          <Select
            size="small"
            className={styles.grow}
            placeholder={text.pickLastFrame}
            value={otherImages.find((s) => s.image?.id === shot.lastFrameFileId)?.id}
            onChange={(id) => save({ lastFrameFileId: shots.find((s) => s.id === id)?.image?.id ?? null })}
            options={otherImages.map((s) => ({
              value: s.id,
              label: text.lastFrameFromShot(shots.indexOf(s) + 1),
            }))}
          />
          <Button
            size="small"
            icon={<UploadOutlined />}
            loading={uploading}
            onClick={() => lastInput.current?.click()}
          >
            上传
          </Button>
          <input
            ref={lastInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void uploadLast(file);
            }}
          />
        </div>
      )}
      <Input.TextArea
        value={motion}
        onChange={(e) => setMotion(e.target.value)}
        onBlur={() => motion.trim() !== shot.videoPrompt && save({ videoPrompt: motion })}
        autoSize={{ minRows: 2, maxRows: 4 }}
        maxLength={2000}
        placeholder={text.videoPromptPlaceholder}
      />
      {(model.features.length > 0 || model.cameraMove) && (
        <div className={styles.videoRow}>
          {model.features.map((key) => (
            <span key={key} className={styles.switch}>
              <Switch
                size="small"
                checked={shot.videoFeatures[key] === true}
                onChange={(on) => save({ videoFeatures: { ...shot.videoFeatures, [key]: on } })}
              />
              {VIDEO_FEATURE_LABELS[key]}
            </span>
          ))}
          {model.cameraMove && (
            <>
              <span className={styles.rowLabel}>{text.cameraMove}</span>
              <Select
                size="small"
                allowClear
                placeholder={text.cameraNone}
                value={shot.cameraMove ?? undefined}
                onChange={(cameraMove) => save({ cameraMove: cameraMove ?? null })}
                options={CAMERA_MOVES.map((m) => ({ value: m, label: CAMERA_MOVE_LABELS[m] }))}
                style={{ width: 96 }}
              />
            </>
          )}
        </div>
      )}
      <div className={styles.shotActions}>
        <Button
          size="small"
          type={failed ? 'primary' : 'default'}
          icon={failed ? <ReloadOutlined /> : <ThunderboltOutlined />}
          loading={generating}
          disabled={disabled || !shot.image || Boolean(running)}
          onClick={onGenerate}
        >
          {failed ? text.retry : shot.video ? text.regenerateVideo : text.generateVideo}
        </Button>
      </div>
      {playing && shot.video && (
        <MediaPlayerModal
          kind="video"
          src={shot.video.url}
          name={`第 ${index + 1} 镜`}
          poster={shot.video.thumbUrl}
          onClose={() => setPlaying(false)}
        />
      )}
    </div>
  );
}
