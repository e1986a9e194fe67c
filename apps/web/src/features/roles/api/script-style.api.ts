import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

interface ScriptStyle {
  styleId: string | null;
  customStylePrompt: string | null;
}

/** The style fields of GET /v2/script/projects/:id (the script feature owns the rest of that answer). */
export const useScriptStyle = (scriptId: string) =>
  useQuery({
    queryKey: [...roleKeys.script(scriptId), 'style'],
    queryFn: async () => {
      const d = await apiGet<ScriptStyle>(`/v2/script/projects/${encodeURIComponent(scriptId)}`);
      return { styleId: d.styleId ?? null, customStylePrompt: d.customStylePrompt ?? null };
    },
  });
