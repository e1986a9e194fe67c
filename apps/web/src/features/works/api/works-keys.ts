import type { WorkCategory } from '@lizi/shared';

export interface WorksFilter {
  category: WorkCategory;
  favorite: boolean;
}

export const worksKeys = {
  all: ['works'] as const,
  lists: ['works', 'list'] as const,
  list: (filter: WorksFilter) => ['works', 'list', filter] as const,
};
