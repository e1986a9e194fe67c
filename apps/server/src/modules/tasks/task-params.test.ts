import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { parseTaskRequest } from './task-params';

const A = '0b9f6a3e-7c1d-4f2a-9e8b-1a2b3c4d5e6f';
const B = '1c0a7b4f-8d2e-4a3b-8f9c-2b3c4d5e6f70';

describe('parseTaskRequest', () => {
  it('collects reference images inside params.refs as image inputs, with their field paths', () => {
    const parsed = parseTaskRequest(
      'gcimg-storyboard-bytxt',
      { prompt: '雨夜街头', refs: { cref: [A], bgImage: B, face_w: 80, raw: true } },
      1,
    );
    expect(parsed.inputs).toEqual([
      { fileId: A, field: 'params.refs.cref.0', kind: 'image' },
      { fileId: B, field: 'params.refs.bgImage', kind: 'image' },
    ]);
    expect(parsed.params.refs).toMatchObject({ face_w: 80, raw: true });
  });

  it('names the reference field in Chinese when a weight is out of range', () => {
    try {
      parseTaskRequest('gcimg-storyboard-bytxt', { prompt: '雨夜', refs: { face_w: 120 } }, 1);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).message).toBe('params.refs.face_w：面部权重不能大于 100');
    }
  });

  it('refuses unknown reference keys', () => {
    expect(() =>
      parseTaskRequest('gcimg-storyboard-bytxt', { prompt: '雨夜', refs: { zref: A } }, 1),
    ).toThrow(/params\.refs/);
  });
});
