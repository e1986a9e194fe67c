import type {
  ChooseFileBody,
  InsertShotBody,
  ReorderShotsBody,
  ShotEditBody,
  ShotView,
  StoryboardView,
} from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiPost } from '../../../lib/api-client';
import { scriptKeys } from '../../script';
import { storyboardKeys } from './storyboard-keys';

/*
 * The shot editing calls (one transaction each on the server). Calls that answer with the whole storyboard
 * write it into the cache; the others refetch it.
 */

/** POST /v2/storyboard/shots */
export const insertShot = (body: InsertShotBody) => apiPost<StoryboardView>('/v2/storyboard/shots', body);
/** PATCH /v2/storyboard/shots/:id */
export const editShot = async (id: string, body: ShotEditBody) =>
  (await apiClient.patch<ShotView>(`/v2/storyboard/shots/${encodeURIComponent(id)}`, body)).data;
/** DELETE /v2/storyboard/shots/:id */
export const deleteShot = async (id: string) =>
  (await apiClient.delete<StoryboardView>(`/v2/storyboard/shots/${encodeURIComponent(id)}`)).data;
/** POST /v2/storyboard/shots/reorder */
export const reorderShots = (body: ReorderShotsBody) =>
  apiPost<StoryboardView>('/v2/storyboard/shots/reorder', body);
/** POST /v2/storyboard/shots/renumber */
export const renumberShots = (scriptId: string) =>
  apiPost<StoryboardView>('/v2/storyboard/shots/renumber', { scriptId });
/** POST /v2/storyboard/shots/:id/{image|video}/choose */
export const chooseShotFile = (id: string, kind: 'image' | 'video', body: ChooseFileBody) =>
  apiPost<ShotView>(`/v2/storyboard/shots/${encodeURIComponent(id)}/${kind}/choose`, body);

export function useShotMutations(scriptId: string) {
  const queryClient = useQueryClient();
  const key = storyboardKeys.board(scriptId);
  const put = (view: StoryboardView) => {
    queryClient.setQueryData(key, view);
    void queryClient.invalidateQueries({ queryKey: scriptKeys.lists });
  };
  const refetch = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    insert: useMutation({ mutationFn: insertShot, onSuccess: put }),
    edit: useMutation({
      mutationFn: ({ id, body }: { id: string; body: ShotEditBody }) => editShot(id, body),
      onSuccess: refetch,
    }),
    remove: useMutation({ mutationFn: deleteShot, onSuccess: put }),
    reorder: useMutation({ mutationFn: reorderShots, onSuccess: put }),
    renumber: useMutation({ mutationFn: () => renumberShots(scriptId), onSuccess: put }),
    choose: useMutation({
      mutationFn: ({ id, kind, fileId }: { id: string; kind: 'image' | 'video'; fileId: string | null }) =>
        chooseShotFile(id, kind, { fileId }),
      onSuccess: refetch,
    }),
  };
}
