import {
  CloseOutlined,
  DownloadOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  SyncOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Tooltip } from 'antd';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './MediaViewer.module.css';
import { canZoomIn, canZoomOut, rotate, zoomByWheel, zoomIn, zoomOut } from './viewer-math';

interface ImageViewerProps {
  src: string;
  name?: string | null;
  /** Where 下载 points; defaults to the image itself. */
  downloadUrl?: string;
  onClose: () => void;
  /** Extra actions in the toolbar (e.g. 申请无水印下载). */
  extra?: ReactNode;
}

interface View {
  scale: number;
  angle: number;
  x: number;
  y: number;
}

const INITIAL: View = { scale: 1, angle: 0, x: 0, y: 0 };

function ToolButton(props: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <Tooltip title={props.label} placement="top">
      <button
        type="button"
        className={styles.toolButton}
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.icon}
      </button>
    </Tooltip>
  );
}

/**
 * Full-window image viewer (spec §9): wheel and buttons zoom by ×1.2 within 0.2–7, rotate by 90°, drag to
 * pan, 重置, 下载; Esc or the backdrop closes it.
 */
export function ImageViewer({ src, name, downloadUrl, onClose, extra }: ImageViewerProps) {
  const [view, setView] = useState<View>(INITIAL);
  const overlayRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; startX: number; startY: number } | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === '+' || event.key === '=') setView((v) => ({ ...v, scale: zoomIn(v.scale) }));
      else if (event.key === '-') setView((v) => ({ ...v, scale: zoomOut(v.scale) }));
    };
    window.addEventListener('keydown', onKey);
    // The page behind must not scroll while the wheel zooms the picture.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  useEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay) return;
    // React's wheel listener is passive, so it cannot stop the browser's own zoom/scroll: attach our own.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((v) => ({ ...v, scale: zoomByWheel(v.scale, event.deltaY) }));
    };
    overlay.addEventListener('wheel', onWheel, { passive: false });
    return () => overlay.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLImageElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: view.x, y: view.y, startX: event.clientX, startY: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLImageElement>) => {
    const d = drag.current;
    if (!d) return;
    setView((v) => ({ ...v, x: d.x + event.clientX - d.startX, y: d.y + event.clientY - d.startY }));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return createPortal(
    <div className={styles.overlay} ref={overlayRef} role="dialog" aria-modal="true" aria-label="图片预览">
      {/* The backdrop is a button, so a click beside the picture closes the viewer as the Esc key does. */}
      <button
        type="button"
        className={styles.backdrop}
        aria-label="关闭预览"
        tabIndex={-1}
        onClick={onClose}
      />
      <div className={styles.stage}>
        <img
          src={src}
          alt={name ?? '图片预览'}
          className={styles.image}
          draggable={false}
          style={{
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale}) rotate(${view.angle}deg)`,
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        />
      </div>
      <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
        <CloseOutlined />
      </button>
      <div className={styles.toolbar}>
        <ToolButton
          label="缩小"
          icon={<ZoomOutOutlined />}
          disabled={!canZoomOut(view.scale)}
          onClick={() => setView((v) => ({ ...v, scale: zoomOut(v.scale) }))}
        />
        <span className={styles.scale} data-testid="viewer-scale">
          {Math.round(view.scale * 100)}%
        </span>
        <ToolButton
          label="放大"
          icon={<ZoomInOutlined />}
          disabled={!canZoomIn(view.scale)}
          onClick={() => setView((v) => ({ ...v, scale: zoomIn(v.scale) }))}
        />
        <span className={styles.divider} />
        <ToolButton
          label="向左旋转"
          icon={<RotateLeftOutlined />}
          onClick={() => setView((v) => ({ ...v, angle: rotate(v.angle, -1) }))}
        />
        <ToolButton
          label="向右旋转"
          icon={<RotateRightOutlined />}
          onClick={() => setView((v) => ({ ...v, angle: rotate(v.angle, 1) }))}
        />
        <ToolButton label="重置" icon={<SyncOutlined />} onClick={() => setView(INITIAL)} />
        <span className={styles.divider} />
        <Tooltip title="下载" placement="top">
          <a className={styles.toolButton} href={downloadUrl ?? src} download={name ?? ''} aria-label="下载">
            <DownloadOutlined />
          </a>
        </Tooltip>
        {extra ? <span className={styles.extra}>{extra}</span> : null}
      </div>
    </div>,
    document.body,
  );
}
