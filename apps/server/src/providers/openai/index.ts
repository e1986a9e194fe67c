export { createOpenAiProvider, OPENAI_CAPABILITIES, OPENAI_DEFAULT_MODELS } from './openai.provider';
