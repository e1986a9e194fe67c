import { describe, expect, it, vi } from 'vitest';
import { emitStreamEvent, onStreamEvent } from './stream-events';

describe('stream events', () => {
  it('delivers an event to the listeners of its type only, until they unsubscribe', () => {
    const task = vi.fn();
    const balance = vi.fn();
    const off = onStreamEvent('task', task);
    onStreamEvent('balance', balance);
    emitStreamEvent('task', { id: 'a' });
    expect(task).toHaveBeenCalledWith({ id: 'a' });
    expect(balance).not.toHaveBeenCalled();
    off();
    emitStreamEvent('task', { id: 'b' });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering when one listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    onStreamEvent('x', () => {
      throw new Error('boom');
    });
    onStreamEvent('x', after);
    emitStreamEvent('x', 1);
    expect(after).toHaveBeenCalledWith(1);
    error.mockRestore();
  });
});
