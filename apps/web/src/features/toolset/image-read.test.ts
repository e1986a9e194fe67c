import { describe, expect, it } from 'vitest';
import { canvasToBlob, context2d, imageReadText, loadImage, readAsDataUrl } from './image-read';

/** A FileReader stand-in that finishes the way the test says. */
function fakeReader(outcome: 'error' | 'odd' | 'ok') {
  return class {
    result: unknown = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    readAsDataURL() {
      queueMicrotask(() => {
        if (outcome === 'error') this.onerror?.();
        else {
          this.result = outcome === 'ok' ? 'data:image/png;base64,AAAA' : new ArrayBuffer(1);
          this.onload?.();
        }
      });
    }
  } as unknown as typeof FileReader;
}

function fakeImage(outcome: 'error' | 'empty' | 'ok') {
  return class {
    naturalWidth = outcome === 'ok' ? 640 : 0;
    naturalHeight = outcome === 'ok' ? 480 : 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_value: string) {
      queueMicrotask(() => (outcome === 'error' ? this.onerror?.() : this.onload?.()));
    }
  } as unknown as typeof Image;
}

const blob = new Blob(['x']);

describe('image read errors (spec §8)', () => {
  it('reading: 读取文件失败 on a reader error, 文件读取失败 on an unusable result', async () => {
    await expect(readAsDataUrl(blob, fakeReader('error'))).rejects.toThrow(imageReadText.readFailed);
    await expect(readAsDataUrl(blob, fakeReader('odd'))).rejects.toThrow(imageReadText.fileReadFailed);
    await expect(readAsDataUrl(blob, fakeReader('ok'))).resolves.toMatch(/^data:image\/png/);
  });

  it('decoding: 图片加载失败 when the browser cannot show it', async () => {
    await expect(loadImage('x', fakeImage('error'))).rejects.toThrow(imageReadText.loadFailed);
    await expect(loadImage('x', fakeImage('empty'))).rejects.toThrow(imageReadText.loadFailed);
    await expect(loadImage('x', fakeImage('ok'))).resolves.toMatchObject({ naturalWidth: 640 });
  });

  it('canvas: 无法获取Canvas上下文 and Canvas转换失败', async () => {
    expect(() => context2d({ getContext: () => null } as never)).toThrow(imageReadText.noCanvasContext);
    await expect(canvasToBlob({ toBlob: (cb: BlobCallback) => cb(null) })).rejects.toThrow(
      imageReadText.canvasFailed,
    );
    await expect(
      canvasToBlob({
        toBlob: () => {
          throw new Error('tainted');
        },
      }),
    ).rejects.toThrow(imageReadText.canvasFailed);
    await expect(canvasToBlob({ toBlob: (cb: BlobCallback) => cb(blob) })).resolves.toBe(blob);
  });
});
