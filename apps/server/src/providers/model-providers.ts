import type { Capability, Vendor } from '@lizi/shared';
import type { ProviderFactory } from '../modules/providers/provider-registry';
import { createArkProvider } from './ark/ark.provider';
import { createComfyUiProvider } from './comfyui/comfyui.provider';
import { createDashScopeProvider } from './dashscope/dashscope.provider';
import { createKlingProvider } from './kling/kling.provider';
import { createLocalProvider, localCapabilityStatus } from './local/local.provider';
import { createOpenAiProvider } from './openai/openai.provider';

/** One adapter factory per vendor (DESIGN.md §9: vendors behind adapters). */
export const modelProviderFactories: Record<Vendor, ProviderFactory> = {
  openai: createOpenAiProvider,
  comfyui: createComfyUiProvider,
  ark: createArkProvider,
  dashscope: createDashScopeProvider,
  kling: createKlingProvider,
  local: createLocalProvider,
};

/** What the built-in local provider can do on this machine (null = available, else the Chinese reason). */
export function localCapabilities(): Partial<Record<Capability, string | null>> {
  const status = localCapabilityStatus();
  return Object.fromEntries(Object.entries(status).map(([cap, s]) => [cap, s.available ? null : s.reason]));
}
