import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import styles from './MediaViewer.module.css';

interface MediaPlayerModalProps {
  kind: 'video' | 'audio';
  src: string;
  name?: string | null;
  poster?: string | null;
  downloadUrl?: string;
  onClose: () => void;
  extra?: ReactNode;
}

/** Video or audio in a dialog; Esc closes it (antd), and closing stops playback (the element unmounts). */
export function MediaPlayerModal({
  kind,
  src,
  name,
  poster,
  downloadUrl,
  onClose,
  extra,
}: MediaPlayerModalProps) {
  return (
    <Modal
      open
      centered
      width={kind === 'video' ? 880 : 520}
      title={name || (kind === 'video' ? '视频预览' : '音频预览')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div className={styles.playerFooter}>
          <span>{extra}</span>
          <Button icon={<DownloadOutlined />} href={downloadUrl ?? src} download={name ?? ''}>
            下载
          </Button>
        </div>
      }
    >
      {kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: generated clips have no caption track
        <video
          className={styles.video}
          src={src}
          poster={poster ?? undefined}
          controls
          autoPlay
          playsInline
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: generated audio has no caption track
        <audio className={styles.audio} src={src} controls autoPlay />
      )}
    </Modal>
  );
}
