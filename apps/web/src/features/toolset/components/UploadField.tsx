import {
  CustomerServiceOutlined,
  DeleteOutlined,
  LoadingOutlined,
  PictureOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import type { UploadSlot } from '../hooks/use-upload';
import { UPLOAD_RULES, type UploadKind } from '../upload-rules';
import styles from './Tool.module.css';

const icons: Record<UploadKind, ReactNode> = {
  image: <PictureOutlined />,
  video: <VideoCameraOutlined />,
  audio: <CustomerServiceOutlined />,
};

interface UploadFieldProps {
  kind: UploadKind;
  /** What this slot is for (人物图片, 服装图片…): used in the texts and the input's label. */
  label: string;
  slot: UploadSlot;
  /** The form's validation message for this slot (请上传文件). */
  fieldError?: string | null;
  /** Replaces the plain preview once uploaded (the mask painter for 智能编辑). */
  children?: ReactNode;
  disabled?: boolean;
}

/** Pick or drop one file: local checks, upload progress, preview, remove. */
export function UploadField({ kind, label, slot, fieldError, children, disabled }: UploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { state } = slot;
  const rule = UPLOAD_RULES[kind];
  // A form error (请上传文件) is stale once the file is in.
  const error = state.error ?? (state.status === 'done' ? null : (fieldError ?? null));

  const choose = () => input.current?.click();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) void slot.pick(file);
  };

  const hasPreview = Boolean(state.preview) && state.status !== 'error';

  return (
    <div className={styles.field}>
      <div className={styles.fieldLabel}>{label}</div>
      <input
        ref={input}
        type="file"
        hidden
        accept={rule.accept}
        aria-label={`上传${label}`}
        data-testid={`upload-${kind}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void slot.pick(file);
        }}
      />
      {hasPreview ? (
        <div className={styles.preview}>
          {state.status === 'done' && children ? (
            children
          ) : kind === 'image' ? (
            <img className={styles.previewMedia} src={state.preview ?? ''} alt={label} />
          ) : kind === 'video' ? (
            <video className={styles.previewMedia} src={state.preview ?? ''} controls muted />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: a preview of the person's own upload
            <audio className={styles.previewAudio} src={state.preview ?? ''} controls />
          )}
          {state.status === 'uploading' || state.status === 'reading' ? (
            <div className={styles.previewProgress}>
              <Progress percent={state.percent} size="small" status="active" />
              <span>上传中…</span>
            </div>
          ) : null}
          <div className={styles.previewBar}>
            <span className={styles.previewName} title={state.name ?? ''}>
              {state.name}
              {state.width && state.height ? `（${state.width} × ${state.height}）` : ''}
            </span>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={slot.remove}
              disabled={disabled}
              aria-label={`移除${label}`}
            >
              移除
            </Button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={`${styles.drop} ${dragging ? styles.dropActive : ''} ${error ? styles.dropError : ''}`}
          onClick={choose}
          disabled={disabled || slot.busy}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span className={styles.dropIcon}>{slot.busy ? <LoadingOutlined /> : icons[kind]}</span>
          <span className={styles.dropTitle}>点击或拖拽上传{label}</span>
          <span className={styles.dropHint}>{rule.hint}</span>
        </button>
      )}
      {error ? (
        <div className={styles.fieldError} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
