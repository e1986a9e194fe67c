/**
 * Reading a picked image in the browser before it is uploaded (spec §8 image read errors). Each failure
 * rejects with the spec's own message, which the form shows as is.
 */
export const imageReadText = {
  readFailed: '读取文件失败',
  loadFailed: '图片加载失败',
  fileReadFailed: '文件读取失败',
  noCanvasContext: '无法获取Canvas上下文',
  canvasFailed: 'Canvas转换失败',
} as const;

/** FileReader → data URL; the reader's own error is 读取文件失败, an empty or odd result 文件读取失败. */
export function readAsDataUrl(file: Blob, Reader: typeof FileReader = FileReader): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new Reader();
    reader.onerror = () => reject(new Error(imageReadText.readFailed));
    reader.onabort = () => reject(new Error(imageReadText.readFailed));
    reader.onload = () => {
      const result = reader.result;
      if (typeof result === 'string' && result.startsWith('data:')) resolve(result);
      else reject(new Error(imageReadText.fileReadFailed));
    };
    reader.readAsDataURL(file);
  });
}

/** Decodes a source into an <img>; a file the browser cannot decode is 图片加载失败. */
export function loadImage(src: string, ImageCtor: typeof Image = Image): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new ImageCtor();
    img.onload = () => {
      if (img.naturalWidth > 0 && img.naturalHeight > 0) resolve(img);
      else reject(new Error(imageReadText.loadFailed));
    };
    img.onerror = () => reject(new Error(imageReadText.loadFailed));
    img.src = src;
  });
}

export interface ReadImage {
  dataUrl: string;
  width: number;
  height: number;
}

/** A picked file, read and decoded: proves it is an image the browser (and so the mask canvas) can use. */
export async function readImageFile(file: Blob): Promise<ReadImage> {
  const dataUrl = await readAsDataUrl(file);
  const img = await loadImage(dataUrl);
  return { dataUrl, width: img.naturalWidth, height: img.naturalHeight };
}

export function context2d(canvas: Pick<HTMLCanvasElement, 'getContext'>): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | null;
  if (!ctx) throw new Error(imageReadText.noCanvasContext);
  return ctx;
}

export function canvasToBlob(
  canvas: Pick<HTMLCanvasElement, 'toBlob'>,
  type = 'image/png',
  quality?: number,
): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error(imageReadText.canvasFailed))),
        type,
        quality,
      );
    } catch {
      // A tainted canvas throws instead of calling back.
      reject(new Error(imageReadText.canvasFailed));
    }
  });
}

export function errorText(error: unknown, fallback: string = imageReadText.readFailed): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
