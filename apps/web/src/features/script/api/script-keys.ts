/** Query keys of the script feature; every mutation answers with the whole script and writes it here. */
export const scriptKeys = {
  all: ['scripts'] as const,
  lists: ['scripts', 'list'] as const,
  list: (offset: number, limit: number) => ['scripts', 'list', offset, limit] as const,
  detail: (id: string) => ['scripts', 'detail', id] as const,
  edits: (id: string) => ['scripts', 'edits', id] as const,
};
