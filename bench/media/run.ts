// npm run bench:media — label cost beside a plain re-encode, ESRGAN ×2, and queue overhead (issue 5 targets).
import { benchEsrgan } from './esrgan.bench';
import { benchLabels } from './labels.bench';
import { benchQueue } from './queue.bench';

console.log('== 标识：1080p JPEG 可见+隐式标识 vs 直接重编码（目标 ≤ 1.3×）');
await benchLabels();
console.log('== ESRGAN ×2（wasm 后端）');
await benchEsrgan();
console.log('== 队列：提交到 worker 开始');
await benchQueue();
process.exit(0);
