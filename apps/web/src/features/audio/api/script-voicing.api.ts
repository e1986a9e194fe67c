import type { ScriptVoicing } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { audioKeys } from './audio-keys';

/** GET /v2/script/lines/audio?scriptId=: the script's lines with speaker, timbre, voice and newest task. */
export function fetchScriptVoicing(scriptId: string): Promise<ScriptVoicing> {
  return apiGet<ScriptVoicing>('/v2/script/lines/audio', { params: { scriptId } });
}

export const scriptVoicingQueryOptions = (scriptId: string) =>
  queryOptions({ queryKey: audioKeys.voicing(scriptId), queryFn: () => fetchScriptVoicing(scriptId) });

export function useScriptVoicing(scriptId: string | null) {
  return useQuery({ ...scriptVoicingQueryOptions(scriptId ?? ''), enabled: Boolean(scriptId) });
}
