import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 10;

/**
 * List filters kept in the URL (status, keyword, page, size), so a filtered page can be reloaded, linked and
 * gone back to. Changing a filter goes back to page 1.
 */
export function useListParams(defaults: { status?: string } = {}) {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') ?? defaults.status ?? '';
  const keyword = search.get('keyword') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const sizeParam = Number(search.get('size'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE;

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, resetPage = true) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  return useMemo(
    () => ({
      status,
      keyword,
      page,
      pageSize,
      offset: (page - 1) * pageSize,
      setStatus: (value: string) => update({ status: value === defaults.status ? undefined : value }),
      setKeyword: (value: string) => update({ keyword: value.trim() }),
      setPage: (nextPage: number, nextSize: number) =>
        update(
          {
            page: nextPage > 1 ? nextPage : undefined,
            size: nextSize === DEFAULT_PAGE_SIZE ? undefined : nextSize,
          },
          false,
        ),
      setParam: (key: string, value: string | undefined) => update({ [key]: value }),
      search,
    }),
    [status, keyword, page, pageSize, update, defaults.status, search],
  );
}
