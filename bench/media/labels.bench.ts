// bench/media labels: what the visible + implicit image label costs over the re-encode it rides on, for a
// 1920×1080 JPEG (spec §5 output: JPEG quality 100). Prints numbers; asserts nothing. Target: ratio ≤ 1.3.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildAigcLabel, labelImage } from '../../apps/server/src/media/labels';

const ROUNDS = 25;
const WARMUP = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** A photo-like source: smooth gradients plus grain, so the encoder has real detail to work on. */
async function sourceJpeg(): Promise<Buffer> {
  const width = 1920;
  const height = 1080;
  const gradient = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      gradient[i] = (x * 255) / width;
      gradient[i + 1] = (y * 255) / height;
      gradient[i + 2] = 128 + 100 * Math.sin((x + y) / 90);
    }
  }
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 0, sigma: 18 },
    },
  })
    .raw()
    .toBuffer();
  const mixed = Buffer.alloc(gradient.length);
  for (let i = 0; i < mixed.length; i++) {
    mixed[i] = Math.min(255, Math.max(0, (gradient[i] as number) + (grain[i] as number) - 9));
  }
  return sharp(mixed, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function benchLabels(): Promise<void> {
  const source = await sourceJpeg();
  const label = buildAigcLabel({ producer: '栗子工坊', produceId: 'bench-0001' });
  const plain = () => sharp(source).jpeg({ quality: 100 }).toBuffer();
  const labelled = () => labelImage(source, { label, visible: true });
  for (let i = 0; i < WARMUP; i++) {
    await plain();
    await labelled();
  }
  const plainMs: number[] = [];
  const labelMs: number[] = [];
  // Interleaved, so drift in machine load hits both sides alike.
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    await plain();
    plainMs.push(performance.now() - t);
    t = performance.now();
    await labelled();
    labelMs.push(performance.now() - t);
  }
  const p = median(plainMs);
  const l = median(labelMs);
  console.log(`media labels: 1920×1080 JPEG, ${ROUNDS} rounds, median`);
  console.log(`  plain decode → jpeg(q100)      ${p.toFixed(1).padStart(7)} ms`);
  console.log(`  labelImage visible + implicit  ${l.toFixed(1).padStart(7)} ms`);
  console.log(`  ratio                          ${(l / p).toFixed(2).padStart(7)} ×   (target ≤ 1.30)`);
}
