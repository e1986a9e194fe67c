import type { WorkView } from '@lizi/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { type WorksFilter, worksKeys } from './works-keys';

export interface WorksPage {
  items: WorkView[];
  total: number;
}

export const WORKS_PAGE_SIZE = 24;

/** GET /v1/works?category&favorite&offset&limit, newest first (favourites: most recently starred first). */
export function fetchWorks(filter: WorksFilter, offset: number, limit = WORKS_PAGE_SIZE): Promise<WorksPage> {
  return apiGet<WorksPage>('/v1/works', {
    // The API takes favorite=1 (only starred) or nothing (all).
    params: { category: filter.category, favorite: filter.favorite ? '1' : undefined, offset, limit },
  });
}

export function nextWorksOffset(pages: readonly WorksPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const last = pages.at(-1);
  return last && last.items.length > 0 && loaded < last.total ? loaded : undefined;
}

export const worksListQueryOptions = (filter: WorksFilter) =>
  infiniteQueryOptions({
    queryKey: worksKeys.list(filter),
    queryFn: ({ pageParam }) => fetchWorks(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextWorksOffset(pages),
    // Works appear when tasks finish anywhere (another tab, the toolbox): always refresh on entering the page.
    staleTime: 0,
  });

export function useWorksList(filter: WorksFilter) {
  return useInfiniteQuery(worksListQueryOptions(filter));
}

/** GET /v1/works/:id/download: the labelled file, unwatermarked once the user's application passed. */
export function workDownloadUrl(id: string): string {
  return `/api/v1/works/${encodeURIComponent(id)}/download`;
}
