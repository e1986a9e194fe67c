import {
  CloudDownloadOutlined,
  ExportOutlined,
  FileTextOutlined,
  FileZipOutlined,
  PlayCircleOutlined,
  ScissorOutlined,
} from '@ant-design/icons';
import { type CutView, isFinalTaskStatus, taskUnitCost } from '@lizi/shared';
import { Alert, Button, Progress } from 'antd';
import { useState } from 'react';
import { MediaPlayerModal } from '../../../components/media-viewer';
import { useCostSettingQuery } from '../../points';
import { outputDownloadUrl, useTask } from '../../tasks';
import { cutDownloads } from '../api/cut-downloads';
import { cutText as text } from '../cut-text';
import styles from './Cut.module.css';

interface Props {
  cut: CutView;
  dirty: boolean;
  exporting: boolean;
  onExport: () => void;
}

/**
 * Export with its cost said first (spec §5: taskCosts gcvideo-merge, else longVideoCost), the merge task
 * followed live, then the film to play and every package to download.
 */
export function ExportPanel({ cut, dirty, exporting, onExport }: Props) {
  const setting = useCostSettingQuery();
  const cost = setting.data ? taskUnitCost(setting.data, 'gcvideo-merge') : cut.exportCost;
  const initial = cut.exportTask;
  const live = useTask(initial && !isFinalTaskStatus(initial.status) ? initial.id : null);
  const task = live.data && initial && live.data.id === initial.id ? live.data : initial;
  const [playing, setPlaying] = useState(false);
  const running = task !== null && !isFinalTaskStatus(task.status);
  const output = task?.status === 2 ? task.outputs[0] : undefined;

  return (
    <div className={styles.export} data-testid="export-panel">
      <div className={styles.exportHead}>
        <span className={styles.cost} data-testid="export-cost">
          {text.exportCost(cost)}
        </span>
        <Button type="primary" icon={<ExportOutlined />} loading={exporting || running} onClick={onExport}>
          {output ? text.exportAgain : text.exportButton}
        </Button>
      </div>
      {dirty ? <div className={styles.muted}>{text.exportSaveFirst}</div> : null}
      {running && task ? (
        <Progress
          percent={task.progress}
          status="active"
          format={() => (task.status === 0 ? text.exportQueued : text.exportRunning(task.progress))}
        />
      ) : null}
      {task?.status === 3 ? (
        <Alert type="error" showIcon message={text.exportFailed} description={task.errorMsg ?? undefined} />
      ) : null}
      {output ? (
        <div className={styles.result}>
          <button
            type="button"
            className={styles.resultPoster}
            style={{ aspectRatio: cut.canvas.replace('x', ' / ') }}
            onClick={() => setPlaying(true)}
          >
            {output.thumbUrl ? <img src={output.thumbUrl} alt="" /> : <ScissorOutlined />}
            <PlayCircleOutlined className={styles.resultPlay} />
          </button>
          <div className={styles.downloads}>
            <Button icon={<PlayCircleOutlined />} onClick={() => setPlaying(true)}>
              {text.play}
            </Button>
            <Button icon={<CloudDownloadOutlined />} href={outputDownloadUrl(output)}>
              {text.downloadMp4}
            </Button>
          </div>
        </div>
      ) : !running ? (
        <div className={styles.muted}>{text.notExported}</div>
      ) : null}
      <div className={styles.downloads}>
        <Button size="small" icon={<FileTextOutlined />} href={cutDownloads.srt(cut.id)}>
          {text.downloadSrt}
        </Button>
        <Button size="small" icon={<FileZipOutlined />} href={cutDownloads.project(cut.id)}>
          {text.downloadProject}
        </Button>
        <Button size="small" icon={<FileZipOutlined />} href={cutDownloads.capcut(cut.id)}>
          {text.downloadCapcut}
        </Button>
      </div>
      {playing && output ? (
        <MediaPlayerModal
          kind="video"
          src={output.url}
          name={cut.title}
          poster={output.thumbUrl}
          downloadUrl={outputDownloadUrl(output)}
          onClose={() => setPlaying(false)}
        />
      ) : null}
    </div>
  );
}
