import type {
  AssetCloneBody,
  AssetCreateBody,
  AssetGenerateBody,
  AssetListView,
  AssetTab,
  AssetType,
  AssetView,
  TaskView,
} from '@lizi/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

const PAGE = 24;
export const assetKeys = {
  all: ['assets'] as const,
  list: (type: AssetType, tab: AssetTab) => ['assets', type, tab] as const,
};

/** GET /v1/assets?type&tab&offset&limit */
export const fetchAssets = (type: AssetType, tab: AssetTab, offset: number) =>
  apiGet<AssetListView>('/v1/assets', { params: { type, tab, offset, limit: PAGE } });

export const useAssets = (type: AssetType, tab: AssetTab) =>
  useInfiniteQuery({
    queryKey: assetKeys.list(type, tab),
    queryFn: ({ pageParam }) => fetchAssets(type, tab, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((n, p) => n + p.items.length, 0) : undefined,
  });

/** POST /v1/assets/create */
export const createAsset = (body: AssetCreateBody) => apiPost<AssetView>('/v1/assets/create', body);
/** POST /v1/assets/generate (charged) */
export const generateAsset = (body: AssetGenerateBody) => apiPost<TaskView>('/v1/assets/generate', body);
/** POST /v1/assets/favorite */
export const favoriteAsset = (id: string, favorite: boolean) =>
  apiPost<AssetView>('/v1/assets/favorite', { id, favorite });
/** POST /v1/assets/delete */
export const deleteAsset = (id: string) => apiPost<{ deleted: true }>('/v1/assets/delete', { id });
/** POST /v1/assets/clone */
export const cloneAsset = (body: AssetCloneBody) => apiPost<AssetView>('/v1/assets/clone', body);

/** Any asset change refreshes every list: an asset moves between tabs (favourite, clone). */
export function useAssetMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.all }),
  });
}
