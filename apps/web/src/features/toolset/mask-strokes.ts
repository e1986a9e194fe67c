import { canvasToBlob, context2d } from './image-read';

/**
 * The 智能编辑 mask as a list of strokes in the image's own pixels, so the painting survives any display size
 * and undo / redo are list operations. Spec §3 editor tools: brush, eraser, undo, redo.
 */
export type MaskTool = 'brush' | 'eraser';

export interface Point {
  x: number;
  y: number;
}

export interface Stroke {
  tool: MaskTool;
  /** Diameter in image pixels. */
  size: number;
  points: Point[];
}

export interface MaskHistory {
  strokes: Stroke[];
  /** Strokes taken back by undo, newest last; a new stroke forgets them. */
  undone: Stroke[];
}

export const EMPTY_MASK: MaskHistory = { strokes: [], undone: [] };

export function addStroke(history: MaskHistory, stroke: Stroke): MaskHistory {
  if (stroke.points.length === 0) return history;
  return { strokes: [...history.strokes, stroke], undone: [] };
}

export function undo(history: MaskHistory): MaskHistory {
  const last = history.strokes.at(-1);
  if (!last) return history;
  return { strokes: history.strokes.slice(0, -1), undone: [...history.undone, last] };
}

export function redo(history: MaskHistory): MaskHistory {
  const next = history.undone.at(-1);
  if (!next) return history;
  return { strokes: [...history.strokes, next], undone: history.undone.slice(0, -1) };
}

/** Clearing is one more undoable step: every stroke goes to the redo stack in order. */
export function clearMask(history: MaskHistory): MaskHistory {
  if (history.strokes.length === 0) return history;
  return { strokes: [], undone: [...history.undone, ...history.strokes.slice().reverse()] };
}

/** Whether anything would be repainted: at least one brush stroke (eraser-only strokes paint nothing). */
export function hasPaint(history: MaskHistory): boolean {
  return history.strokes.some((s) => s.tool === 'brush');
}

type Ctx = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'arc'
  | 'fill'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'strokeStyle'
  | 'fillStyle'
  | 'globalCompositeOperation'
>;

export interface StrokeLook {
  brush: string;
  /** 'erase' cuts the paint away (display); a colour paints over it (the exported black-and-white mask). */
  eraser: 'erase' | string;
}

/** Draws strokes (image coordinates; the caller sets any scale on the context). */
export function drawStrokes(ctx: Ctx, strokes: readonly Stroke[], look: StrokeLook): void {
  for (const stroke of strokes) {
    const erase = stroke.tool === 'eraser' && look.eraser === 'erase';
    const colour = stroke.tool === 'brush' ? look.brush : look.eraser;
    ctx.globalCompositeOperation = erase ? 'destination-out' : 'source-over';
    ctx.strokeStyle = erase ? '#000' : colour;
    ctx.fillStyle = erase ? '#000' : colour;
    ctx.lineWidth = stroke.size;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    const [first, ...rest] = stroke.points;
    if (!first) continue;
    if (rest.length === 0) {
      // A click without a drag still paints a dot.
      ctx.beginPath();
      ctx.arc(first.x, first.y, stroke.size / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.beginPath();
    ctx.moveTo(first.x, first.y);
    for (const p of rest) ctx.lineTo(p.x, p.y);
    ctx.stroke();
  }
  ctx.globalCompositeOperation = 'source-over';
}

/** The mask the model reads: white where to repaint, black elsewhere, at the image's own size, as PNG. */
export async function renderMaskPng(history: MaskHistory, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = context2d(canvas);
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, width, height);
  drawStrokes(ctx, history.strokes, { brush: '#fff', eraser: '#000' });
  return canvasToBlob(canvas, 'image/png');
}
