import { DownloadOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { POINTS_LOG, type WorkView } from '@lizi/shared';
import { Tooltip } from 'antd';
import dayjs from 'dayjs';
import { MediaThumb } from '../../../components/media-viewer';
import { workDownloadUrl } from '../api/works-list.api';
import { worksText } from '../works-text';
import styles from './Works.module.css';

interface WorkCardProps {
  work: WorkView;
  onOpen: (work: WorkView) => void;
  onToggleFavorite: (work: WorkView) => void;
}

/** One work: thumbnail (opens the viewer), title and time, star and download. */
export function WorkCard({ work, onOpen, onToggleFavorite }: WorkCardProps) {
  const starLabel = work.favorite ? worksText.unfavorite : worksText.favorite;
  return (
    <article className={styles.card} data-testid="work-card">
      <MediaThumb
        mime={work.file.mime}
        url={work.file.url}
        thumbUrl={work.file.thumbUrl}
        name={work.title}
        onOpen={() => onOpen(work)}
        aspect="4 / 3"
      />
      <div className={styles.cardBody}>
        <div className={styles.cardText}>
          <div className={styles.cardTitle} title={work.title}>
            {work.title}
          </div>
          <div className={styles.cardTime}>{dayjs.unix(work.createAt).format(POINTS_LOG.timeFormat)}</div>
        </div>
        <div className={styles.cardActions}>
          <Tooltip title={starLabel}>
            <button
              type="button"
              className={`${styles.iconButton} ${work.favorite ? styles.starred : ''}`}
              aria-label={starLabel}
              aria-pressed={work.favorite}
              onClick={() => onToggleFavorite(work)}
            >
              {work.favorite ? <StarFilled /> : <StarOutlined />}
            </button>
          </Tooltip>
          <Tooltip title={worksText.download}>
            <a
              className={styles.iconButton}
              href={workDownloadUrl(work.id)}
              download={work.file.name ?? ''}
              aria-label={worksText.download}
            >
              <DownloadOutlined />
            </a>
          </Tooltip>
        </div>
      </div>
    </article>
  );
}
