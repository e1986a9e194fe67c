import { ClearOutlined, HighlightOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Segmented, Slider, Tooltip } from 'antd';
import { type PointerEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { context2d, errorText } from '../image-read';
import {
  addStroke,
  clearMask,
  drawStrokes,
  type MaskHistory,
  type MaskTool,
  type Point,
  redo,
  type Stroke,
  undo,
} from '../mask-strokes';
import styles from './Tool.module.css';

interface MaskPainterProps {
  src: string;
  /** The image's natural size: strokes are stored in these pixels. */
  width: number;
  height: number;
  value: MaskHistory;
  onChange: (next: MaskHistory) => void;
  disabled?: boolean;
}

const MAX_DISPLAY_HEIGHT = 420;
/** The on-screen canvas never needs more pixels than this on its long side. */
const MAX_CANVAS_SIDE = 2048;
const BRUSH_COLOUR = 'rgba(194, 101, 42, 1)';

function EraserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d="M16.2 3.5 21 8.3a1.5 1.5 0 0 1 0 2.1L12 19.5h7v2H8.6L3 15.9a1.5 1.5 0 0 1 0-2.1L14.1 3.5a1.5 1.5 0 0 1 2.1 0ZM9.5 9.8 4.9 14.8l4.7 4.7h.3l4.7-4.9-5.1-4.8Z" />
    </svg>
  );
}

/**
 * Paint the area to repaint over the picture: brush / eraser, size, undo / redo / clear (spec §3 editor tools).
 * The canvas keeps the image's proportions and is scaled by CSS; strokes are stored in image pixels.
 */
export function MaskPainter({ src, width, height, value, onChange, disabled }: MaskPainterProps) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const current = useRef<Stroke | null>(null);
  const [tool, setTool] = useState<MaskTool>('brush');
  const [size, setSize] = useState(36);
  const [display, setDisplay] = useState({ w: 0, h: 0 });
  const [error, setError] = useState<string | null>(null);
  const canvasScale = Math.min(1, MAX_CANVAS_SIDE / Math.max(width, height));

  // Fit the picture into the box width and a fixed maximum height, keeping its proportions.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const fit = () => {
      const w = Math.min(el.clientWidth, (MAX_DISPLAY_HEIGHT * width) / height);
      setDisplay({ w, h: (w * height) / width });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width, height]);

  const redraw = useCallback(
    (extra?: Stroke) => {
      const el = canvas.current;
      if (!el) return;
      try {
        const ctx = context2d(el);
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.clearRect(0, 0, el.width, el.height);
        ctx.setTransform(canvasScale, 0, 0, canvasScale, 0, 0);
        drawStrokes(ctx, extra ? [...value.strokes, extra] : value.strokes, {
          brush: BRUSH_COLOUR,
          eraser: 'erase',
        });
      } catch (e) {
        setError(errorText(e));
      }
    },
    [value.strokes, canvasScale],
  );

  useEffect(() => redraw(), [redraw]);

  const toImage = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) * width) / rect.width,
      y: ((event.clientY - rect.top) * height) / rect.height,
    };
  };

  const onDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    // The slider is in screen pixels; the stroke is stored in image pixels.
    const imageSize = (size * width) / (display.w || width);
    current.current = { tool, size: imageSize, points: [toImage(event)] };
    redraw(current.current);
  };
  const onMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!current.current) return;
    current.current.points.push(toImage(event));
    redraw(current.current);
  };
  const onUp = () => {
    const stroke = current.current;
    current.current = null;
    if (stroke) onChange(addStroke(value, stroke));
  };

  return (
    <div className={styles.painter}>
      <div className={styles.painterTools}>
        <Segmented<MaskTool>
          size="small"
          value={tool}
          onChange={setTool}
          options={[
            { value: 'brush', label: '画笔', icon: <HighlightOutlined /> },
            { value: 'eraser', label: '橡皮擦', icon: <EraserIcon /> },
          ]}
        />
        <div className={styles.painterSize}>
          <span>笔刷</span>
          <Slider
            min={8}
            max={120}
            value={size}
            onChange={setSize}
            tooltip={{ formatter: (v) => `${v}px` }}
          />
        </div>
        <Tooltip title="撤销">
          <Button
            size="small"
            icon={<UndoOutlined />}
            aria-label="撤销"
            disabled={disabled || value.strokes.length === 0}
            onClick={() => onChange(undo(value))}
          />
        </Tooltip>
        <Tooltip title="重做">
          <Button
            size="small"
            icon={<RedoOutlined />}
            aria-label="重做"
            disabled={disabled || value.undone.length === 0}
            onClick={() => onChange(redo(value))}
          />
        </Tooltip>
        <Tooltip title="清空涂抹">
          <Button
            size="small"
            icon={<ClearOutlined />}
            aria-label="清空涂抹"
            disabled={disabled || value.strokes.length === 0}
            onClick={() => onChange(clearMask(value))}
          />
        </Tooltip>
      </div>
      <div className={styles.painterBox} ref={box}>
        <div className={styles.painterStage} style={{ width: display.w, height: display.h }}>
          <img src={src} alt="待编辑的图片" className={styles.painterImage} draggable={false} />
          <canvas
            ref={canvas}
            className={styles.painterCanvas}
            width={Math.round(width * canvasScale)}
            height={Math.round(height * canvasScale)}
            data-testid="mask-canvas"
            aria-label="涂抹需要重绘的区域"
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={onUp}
          />
        </div>
      </div>
      <div className={styles.painterHint}>用画笔涂抹需要重新绘制的区域，橡皮擦可擦除多涂的部分。</div>
      {error ? (
        <div className={styles.fieldError} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
