import { performance } from 'node:perf_hooks';
import { esrganWorker } from '../../apps/server/src/providers/local/esrgan-worker.client';

const SIZES = [256, 512];
const RUNS = 3;

/**
 * ESRGAN ×2 on the WASM backend, in its worker thread as tasks run it: the first call (backend and model
 * load) apart, then the median of a few runs per size, and the process's peak RSS (worker included).
 */
export async function benchEsrgan(): Promise<void> {
  const worker = esrganWorker();
  try {
    const warm = performance.now();
    await worker.upscale({ ...pattern(32), scale: 2 });
    console.log(
      `  first call (WASM backend + ×2 model load, 32²): ${((performance.now() - warm) / 1000).toFixed(2)} s`,
    );
    for (const size of SIZES) {
      const image = pattern(size);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await worker.upscale({ ...image, scale: 2 });
        times.push(performance.now() - started);
      }
      const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
      const perPixel = (median * 1000) / (size * 2) ** 2;
      console.log(
        `  ${size}² → ${size * 2}²: median ${(median / 1000).toFixed(2)} s of ${RUNS}` +
          ` (${perPixel.toFixed(1)} µs per output pixel)`,
      );
    }
    console.log(`  peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  } finally {
    await worker.terminate();
  }
}

/** Deterministic texture (gradients and a checker), so every run does the same work. */
function pattern(size: number) {
  const pixels = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      const checker = ((x >> 3) + (y >> 3)) % 2 === 0 ? 40 : 0;
      pixels[i] = (x * 255) / size;
      pixels[i + 1] = (y * 255) / size;
      pixels[i + 2] = ((x + y) % 64) * 3 + checker;
    }
  }
  return { width: size, height: size, pixels };
}
