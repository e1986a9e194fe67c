import type { WorkView } from '@lizi/shared';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { WorksFilter } from './works-keys';
import { worksKeys } from './works-keys';
import type { WorksPage } from './works-list.api';

/** POST /v1/works/:id/favorite { favorite } → the work. */
export function setWorkFavorite(id: string, favorite: boolean): Promise<WorkView> {
  return apiPost<WorkView>(`/v1/works/${encodeURIComponent(id)}/favorite`, { favorite });
}

/** The star flips in every loaded history list at once; favourite lists are refetched (membership changed). */
export function applyWorkFavorite(queryClient: QueryClient, id: string, favorite: boolean): void {
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<WorksPage, number>>({
    queryKey: worksKeys.lists,
  })) {
    const filter = key[2] as WorksFilter | undefined;
    if (!data || filter?.favorite) continue;
    queryClient.setQueryData(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === id ? { ...item, favorite } : item)),
      })),
    });
  }
}

export function useWorkFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) => setWorkFavorite(id, favorite),
    // Optimistic: the star answers the click at once and flips back if the server refuses.
    onMutate: ({ id, favorite }) => applyWorkFavorite(queryClient, id, favorite),
    onError: (_error, { id, favorite }) => applyWorkFavorite(queryClient, id, !favorite),
    onSuccess: (work) => applyWorkFavorite(queryClient, work.id, work.favorite),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: worksKeys.lists,
        predicate: (query) => (query.queryKey[2] as WorksFilter | undefined)?.favorite === true,
      }),
  });
}
