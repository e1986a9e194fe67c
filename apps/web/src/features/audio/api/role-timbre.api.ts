import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { audioKeys } from './audio-keys';

/** POST /v2/script/roles/updateTimbre (the characters' endpoint): the voice a character speaks with. */
export function updateRoleTimbre(roleId: string, timbreId: string | null): Promise<unknown> {
  return apiPost<unknown>('/v2/script/roles/updateTimbre', { roleId, timbreId });
}

export function useUpdateRoleTimbre(scriptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, timbreId }: { roleId: string; timbreId: string | null }) =>
      updateRoleTimbre(roleId, timbreId),
    // Every line of the character changes timbre: the server works that out, so read the lines again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audioKeys.voicing(scriptId) }),
  });
}
