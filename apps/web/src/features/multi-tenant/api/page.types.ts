/** Lists page by offset + limit and answer { list, total } (DESIGN.md §4). */
export interface Page<T> {
  list: T[];
  total: number;
}

export interface PageQuery {
  offset: number;
  limit: number;
}

/** Drops undefined and empty-string filters so the query string carries only what is set. */
export function cleanParams<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}
