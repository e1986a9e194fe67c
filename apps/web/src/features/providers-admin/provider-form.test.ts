import type { ProviderView } from '@lizi/shared';
import { describe, expect, it } from 'vitest';
import { parseWorkflow, toFormValues, toggleBody, toProviderBody } from './provider-form';

const view = (over: Partial<ProviderView> = {}): ProviderView => ({
  id: 'p1',
  vendor: 'comfyui',
  name: '本地 ComfyUI',
  baseUrl: 'http://127.0.0.1:8188',
  keyPreview: null,
  hasSecretKey: false,
  models: { 'image.generate': 'sdxl' },
  capabilities: ['image.generate'],
  concurrency: 2,
  enabled: true,
  options: { workflows: { 'image.generate': { '3': { class_type: 'KSampler' } } }, timeoutMs: 1000 },
  source: 'db',
  updateAt: 1,
  ...over,
});

describe('provider form', () => {
  it('round-trips a stored ComfyUI provider, keeping the key and other options', () => {
    const values = toFormValues(view());
    expect(values.workflows['image.generate']).toContain('KSampler');
    const { body, problems } = toProviderBody(values, view());
    expect(problems).toEqual([]);
    expect(body).not.toHaveProperty('apiKey');
    expect(body?.options).toEqual({
      timeoutMs: 1000,
      workflows: { 'image.generate': { '3': { class_type: 'KSampler' } } },
    });
  });

  it('names the field of every problem, with the shared schema messages', () => {
    const values = { ...toFormValues(null), vendor: 'openai' as const, baseUrl: 'not a url' };
    const names = toProviderBody(values, null).problems.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['name', 'baseUrl', 'capabilities', 'apiKey']));
    const messages = toProviderBody(values, null).problems.map((p) => p.message);
    expect(messages).toContain('请填写名称');
    expect(messages).toContain('接口地址格式不正确');
  });

  it('checks each workflow is a JSON object', () => {
    expect(parseWorkflow('{').error).toMatch(/^JSON 格式不正确/);
    expect(parseWorkflow('[1]').error).toBe('工作流必须是 JSON 对象');
    expect(parseWorkflow('{}').error).toBe('工作流不能为空');
    const values = { ...toFormValues(view()), workflows: { 'image.generate': '[]' } };
    expect(toProviderBody(values, view()).problems).toEqual([
      { name: ['workflows', 'image.generate'], message: '工作流必须是 JSON 对象' },
    ]);
  });

  it('asks Kling for the secret key unless one is stored; local needs neither address nor key', () => {
    const kling = {
      ...toFormValues(null),
      vendor: 'kling' as const,
      name: '可灵',
      apiKey: 'ak',
      capabilities: ['video.generate' as const],
    };
    expect(toProviderBody(kling, null).problems.map((p) => p.name)).toEqual(['secretKey']);
    expect(toProviderBody({ ...kling, secretKey: 'sk' }, null).body?.secretKey).toBe('sk');
    const local = {
      ...toFormValues(null),
      vendor: 'local' as const,
      name: '本机',
      capabilities: ['image.upscale' as const],
      baseUrl: 'x',
    };
    expect(toProviderBody(local, null).body).toMatchObject({ baseUrl: '', vendor: 'local' });
  });

  it('flips enabled without sending keys', () => {
    expect(toggleBody(view(), false)).toMatchObject({ enabled: false, name: '本地 ComfyUI' });
    expect(toggleBody(view(), false)).not.toHaveProperty('apiKey');
  });
});
