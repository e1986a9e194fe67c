import type { CutKind } from '@lizi/shared';

/** TanStack Query keys of the final-cut feature. */
export const cutKeys = {
  all: ['cuts'] as const,
  lists: ['cuts', 'list'] as const,
  list: (scriptId: string | null, kind: CutKind) => ['cuts', 'list', scriptId, kind] as const,
  detail: (id: string) => ['cuts', 'detail', id] as const,
  shots: (scriptId: string) => ['cuts', 'shots', scriptId] as const,
  script: (scriptId: string) => ['cuts', 'script', scriptId] as const,
};
