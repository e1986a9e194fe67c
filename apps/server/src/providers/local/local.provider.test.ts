import path from 'node:path';
import type { Capability } from '@lizi/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderConfig } from '../model-provider';
import { ProviderError } from '../provider-error';
import { esrganWorker } from './esrgan-worker.client';
import { createLocalProvider, localCapabilityStatus } from './local.provider';
import { espeakNgPath } from './local-capabilities';
import { providerInput, runContext, tempDir } from './test-media.fixtures';

let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(async () => {
  await esrganWorker().terminate();
  await cleanup();
});

const config = (capabilities: Capability[] = []): ProviderConfig => ({
  id: 'local-1',
  vendor: 'local',
  name: '本机处理',
  baseUrl: '',
  apiKey: null,
  models: {},
  capabilities,
  concurrency: 1,
  options: {},
});

describe('local provider', () => {
  const path0 = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path0;
  });

  it('serves every local capability this machine supports, keyless', () => {
    const provider = createLocalProvider(config());
    expect(provider).toMatchObject({ id: 'local-1', vendor: 'local' });
    expect(provider.capabilities).toEqual(
      expect.arrayContaining(['image.upscale', 'video.upscale', 'video.fromImage', 'video.merge']),
    );
    expect(provider.capabilities.includes('audio.tts')).toBe(espeakNgPath() !== null);
    const status = localCapabilityStatus();
    for (const capability of provider.capabilities) {
      expect(status[capability as keyof typeof status]).toEqual({ available: true, reason: null });
    }
  });

  it('leaves audio.tts out when espeak-ng is missing', () => {
    process.env.PATH = path.join(dir, 'empty-bin');
    const provider = createLocalProvider(config());
    expect(provider.capabilities).not.toContain('audio.tts');
    expect(provider.capabilities).toContain('video.merge');
    expect(localCapabilityStatus()['audio.tts'].reason).toMatch(/本机未安装 espeak-ng/);
  });

  it('narrows to the configured capabilities and refuses the rest as not configured', async () => {
    const provider = createLocalProvider(config(['video.merge', 'image.generate']));
    expect(provider.capabilities).toEqual(['video.merge']);
    for (const capability of ['video.upscale', 'image.generate'] as const) {
      const err = await provider
        .run(capability, providerInput('x', []), runContext(dir).ctx)
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderError);
      expect(err).toMatchObject({ kind: 'not_configured', retryable: false });
    }
  });

  it('dispatches a run to its capability', { timeout: 60_000 }, async () => {
    const provider = createLocalProvider(config(['video.upscale']));
    await expect(
      provider.run('video.upscale', providerInput('gcvideo-byhd-sgl', [], { scale: 2 }), runContext(dir).ctx),
    ).rejects.toMatchObject({ kind: 'bad_input', userMessage: '请上传要放大的视频' });
  });

  it('tests the connection: ffmpeg runs and the WASM backend loads the model', {
    timeout: 60_000,
  }, async () => {
    const result = await createLocalProvider(config()).testConnection();
    expect(result.ok).toBe(true);
    expect(result.detail).toMatch(/^ffmpeg 可用；ESRGAN 模型已在 WASM 后端加载/);
  });
});
