'use strict';
// ESRGAN upscaling in a worker thread, so a minutes-long inference never blocks the API server's event loop.
// Plain CommonJS because Node runs worker files as they are (no TypeScript) and the server bundle does not
// include this file: esrgan-worker.client.ts starts it from the source tree. Message protocol:
//   in : { type: 'probe', id }
//        { type: 'upscale', id, scale: 2|4, width, height, pixels: ArrayBuffer (RGB, 8 bit), patchSize, padding }
//   out: { type: 'progress', id, fraction } | { type: 'done', id, ... } | { type: 'error', id, message }
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const tf = require('@tensorflow/tfjs');
const wasm = require('@tensorflow/tfjs-backend-wasm');

// `upscaler/node` itself requires @tensorflow/tfjs-node, which cannot be installed here; its backend-agnostic
// core (`getUpscaler`, CommonJS in the same dist tree) takes tf and the I/O functions as arguments instead.
const upscalerNodeDir = path.dirname(path.dirname(require.resolve('upscaler/node')));
const { getUpscaler } = require(path.join(upscalerNodeDir, '../shared/index.js'));
const { parseModelDefinition } = require(path.join(upscalerNodeDir, '../shared/model-utils.js'));
const { getUpscaleOptions } = require(path.join(upscalerNodeDir, 'args.node.js'));

const esrganPackageDir = require.resolve('@upscalerjs/esrgan-slim').split(`${path.sep}dist${path.sep}`)[0];

let backend = null;
const upscalers = new Map();

function initBackend() {
  if (!backend) {
    backend = (async () => {
      // The prefix makes Emscripten read the .wasm binary from disk instead of fetching it.
      wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}${path.sep}`);
      if (!(await tf.setBackend('wasm'))) throw new Error('tfjs wasm backend failed to initialise');
      await tf.ready();
      return { backend: tf.getBackend(), simd: Boolean(await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT')) };
    })();
    backend.catch(() => {
      backend = null;
    });
  }
  return backend;
}

/** The model JSON and weights straight from the installed package: no URL, so nothing reaches a CDN. */
async function loadModel(tfjs, definitionPromise) {
  const definition = await definitionPromise;
  const modelDefinition = parseModelDefinition(definition);
  const dir = path.join(esrganPackageDir, path.dirname(definition._internals.path));
  const json = JSON.parse(fs.readFileSync(path.join(dir, 'model.json'), 'utf8'));
  const shards = json.weightsManifest.flatMap((group) =>
    group.paths.map((file) => fs.readFileSync(path.join(dir, file))),
  );
  const weights = Buffer.concat(shards);
  const model = await tfjs.loadLayersModel(
    tfjs.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    }),
  );
  return { model, modelDefinition };
}

const Upscaler = getUpscaler({
  tf,
  getUpscaleOptions,
  loadModel,
  checkValidEnvironment: () => {},
  // Only tensors come in: pixels are decoded by sharp on the main thread.
  getImageAsTensor: async (_tf, tensor) => {
    if (tensor.rank === 4) return tensor;
    const batched = tensor.expandDims(0);
    tensor.dispose();
    return batched;
  },
  tensorAsBase64: () => {
    throw new Error('only tensor output is used');
  },
});

function upscalerFor(scale) {
  let ready = upscalers.get(scale);
  if (!ready) {
    ready = (async () => {
      await initBackend();
      const upscaler = new Upscaler({ model: require(`@upscalerjs/esrgan-slim/${scale}x`) });
      await upscaler.ready;
      return upscaler;
    })();
    upscalers.set(scale, ready);
    ready.catch(() => upscalers.delete(scale));
  }
  return ready;
}

/**
 * Upscales horizontal strips one at a time and writes each into the 8-bit output, so the WASM heap only ever
 * holds one strip (upscaler tiles each strip into patches); the full float output never exists. Strips
 * overlap by `padding` source rows, cropped away afterwards, so strip borders leave no seams.
 */
async function upscale({ id, scale, width, height, pixels, patchSize, padding }) {
  const upscaler = await upscalerFor(scale);
  const source = new Uint8Array(pixels);
  const outWidth = width * scale;
  const out = new Uint8Array(outWidth * height * scale * 3);
  const stripRows = Math.max(1, patchSize - 2 * padding);
  const strips = Math.ceil(height / stripRows);
  for (let i = 0; i < strips; i++) {
    const y0 = i * stripRows;
    const y1 = Math.min(height, y0 + stripRows);
    const top = Math.max(0, y0 - padding);
    const bottom = Math.min(height, y1 + padding);
    const input = tf.tensor3d(
      Int32Array.from(source.subarray(top * width * 3, bottom * width * 3)),
      [bottom - top, width, 3],
      'int32',
    );
    const upscaled = await upscaler.execute(input, {
      output: 'tensor',
      patchSize,
      padding,
      progress: (fraction) =>
        parentPort.postMessage({ type: 'progress', id, fraction: (i + fraction) / strips }),
    });
    input.dispose();
    const rows = tf.tidy(() =>
      upscaled
        .slice([(y0 - top) * scale, 0, 0], [(y1 - y0) * scale, outWidth, 3])
        .clipByValue(0, 255)
        .round()
        .cast('int32'),
    );
    upscaled.dispose();
    out.set(await rows.data(), y0 * scale * outWidth * 3);
    rows.dispose();
  }
  parentPort.postMessage({ type: 'done', id, width: outWidth, height: height * scale, pixels: out.buffer }, [
    out.buffer,
  ]);
}

async function probe({ id }) {
  const info = await initBackend();
  await upscalerFor(2);
  parentPort.postMessage({ type: 'done', id, ...info });
}

parentPort.on('message', (message) => {
  const job = message.type === 'upscale' ? upscale(message) : probe(message);
  job.catch((err) => {
    parentPort.postMessage({
      type: 'error',
      id: message.id,
      message: err instanceof Error ? `${err.message}\n${err.stack ?? ''}` : String(err),
    });
  });
});
