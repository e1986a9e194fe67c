import { describe, expect, it } from 'vitest';
import {
  addStroke,
  clearMask,
  drawStrokes,
  EMPTY_MASK,
  hasPaint,
  redo,
  type Stroke,
  undo,
} from './mask-strokes';

const brush: Stroke = {
  tool: 'brush',
  size: 20,
  points: [
    { x: 1, y: 1 },
    { x: 5, y: 5 },
  ],
};
const eraser: Stroke = { tool: 'eraser', size: 10, points: [{ x: 2, y: 2 }] };

describe('mask history', () => {
  it('undoes and redoes strokes in order, and a new stroke forgets the redo stack', () => {
    let h = addStroke(addStroke(EMPTY_MASK, brush), eraser);
    h = undo(h);
    expect(h.strokes).toEqual([brush]);
    h = redo(h);
    expect(h.strokes).toEqual([brush, eraser]);
    h = addStroke(undo(h), brush);
    expect(h.undone).toEqual([]);
    expect(undo(EMPTY_MASK)).toBe(EMPTY_MASK);
    expect(redo(EMPTY_MASK)).toBe(EMPTY_MASK);
  });

  it('makes clearing undoable', () => {
    const h = clearMask(addStroke(addStroke(EMPTY_MASK, brush), eraser));
    expect(h.strokes).toEqual([]);
    expect(redo(redo(h)).strokes).toEqual([brush, eraser]);
  });

  it('counts only brush strokes as paint', () => {
    expect(hasPaint(addStroke(EMPTY_MASK, eraser))).toBe(false);
    expect(hasPaint(addStroke(EMPTY_MASK, brush))).toBe(true);
    expect(addStroke(EMPTY_MASK, { ...brush, points: [] })).toBe(EMPTY_MASK);
  });

  it('paints the brush and erases with destination-out on screen, black in the export', () => {
    const calls: string[] = [];
    const ctx = new Proxy({} as Record<string, unknown>, {
      get: (target, key: string) =>
        key in target ? target[key] : (...args: unknown[]) => calls.push(`${key}(${args.join(',')})`),
      set: (target, key: string, value) => {
        target[key] = value;
        if (key === 'globalCompositeOperation' || key === 'fillStyle') calls.push(`${key}=${value}`);
        return true;
      },
    });
    drawStrokes(ctx as never, [brush, eraser], { brush: 'red', eraser: 'erase' });
    expect(calls).toContain('globalCompositeOperation=destination-out');
    expect(calls).toContain('lineTo(5,5)');
    expect(calls.some((c) => c.startsWith('arc(2,2,5'))).toBe(true);
    calls.length = 0;
    drawStrokes(ctx as never, [eraser], { brush: '#fff', eraser: '#000' });
    expect(calls).toContain('fillStyle=#000');
    expect(calls).not.toContain('globalCompositeOperation=destination-out');
  });
});
