import type { Capability } from '@lizi/shared';
import type {
  ChatRequest,
  ModelProvider,
  ProviderConfig,
  ProviderInput,
  RunContext,
} from '../model-provider';
import { ProviderError } from '../provider-error';
import { streamChat } from './openai-chat';
import { type OpenAiClient, openAiJson } from './openai-http';
import { editImages, generateImages } from './openai-images';
import { synthesizeSpeech } from './openai-speech';

export const OPENAI_CAPABILITIES = [
  'chat',
  'image.generate',
  'image.edit',
  'image.inpaint',
  'audio.tts',
] as const satisfies readonly Capability[];

/** What api.openai.com serves when the back office names no model; a gateway normally names its own. */
export const OPENAI_DEFAULT_MODELS: Record<(typeof OPENAI_CAPABILITIES)[number], string> = {
  chat: 'gpt-4o-mini',
  'image.generate': 'gpt-image-1',
  'image.edit': 'gpt-image-1',
  'image.inpaint': 'gpt-image-1',
  'audio.tts': 'gpt-4o-mini-tts',
};

const isServed = (capability: Capability): capability is (typeof OPENAI_CAPABILITIES)[number] =>
  (OPENAI_CAPABILITIES as readonly Capability[]).includes(capability);

function numberOption(options: Record<string, unknown>, key: string, fallback: number): number {
  const value = options[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function stringListOption(options: Record<string, unknown>, key: string): string[] | undefined {
  const value = options[key];
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
}

/**
 * The adapter for OpenAI and every gateway that speaks its API (chat completions, images, speech). All calls
 * are synchronous for the vendor, so there is no vendor task id to save: a crashed attempt simply runs again.
 * Options: `imageTimeoutMs`, `speechTimeoutMs`, `chatIdleTimeoutMs`, `chatTimeoutMs`, `imageSizes` (sizes a
 * gateway model accepts).
 */
export function createOpenAiProvider(config: ProviderConfig): ModelProvider {
  const client: OpenAiClient = { baseUrl: config.baseUrl, apiKey: config.apiKey };
  const { options } = config;
  const modelFor = (capability: (typeof OPENAI_CAPABILITIES)[number]) =>
    config.models[capability] || OPENAI_DEFAULT_MODELS[capability];
  const imageSettings = (capability: 'image.generate' | 'image.edit' | 'image.inpaint') => ({
    model: modelFor(capability),
    // gpt-image-1 takes a minute or two for a large image; the default request timeout is too short.
    timeoutMs: numberOption(options, 'imageTimeoutMs', 5 * 60_000),
    sizes: stringListOption(options, 'imageSizes'),
  });

  return {
    id: config.id,
    vendor: 'openai',
    capabilities: config.capabilities.filter(isServed),

    async run(capability: Capability, input: ProviderInput, ctx: RunContext) {
      if (!isServed(capability) || !config.capabilities.includes(capability))
        throw new ProviderError(
          'not_configured',
          `openai provider ${config.id} does not serve ${capability}`,
        );
      switch (capability) {
        case 'image.generate':
          return generateImages(client, imageSettings(capability), input, ctx);
        case 'image.edit':
        case 'image.inpaint':
          return editImages(client, imageSettings(capability), capability, input, ctx);
        case 'audio.tts':
          return synthesizeSpeech(
            client,
            { model: modelFor('audio.tts'), timeoutMs: numberOption(options, 'speechTimeoutMs', 2 * 60_000) },
            input,
            ctx,
          );
        case 'chat':
          // Chat answers are text streamed to the page, never task files.
          throw new ProviderError('failed', 'chat is served by chat(), not by run()');
      }
    },

    async testConnection(signal?: AbortSignal) {
      const answer = await openAiJson<{ data?: { id?: string }[] }>(client, '/models', {
        signal,
        timeoutMs: 15_000,
      });
      const count = Array.isArray(answer.data) ? answer.data.length : 0;
      return { ok: true as const, detail: `连接成功，可用模型 ${count} 个` };
    },

    chat(request: ChatRequest, signal?: AbortSignal) {
      return streamChat(
        client,
        request.model || modelFor('chat'),
        request,
        {
          idleTimeoutMs: numberOption(options, 'chatIdleTimeoutMs', 2 * 60_000),
          totalTimeoutMs: numberOption(options, 'chatTimeoutMs', 15 * 60_000),
        },
        signal,
      );
    },
  };
}
