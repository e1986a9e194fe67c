/** Query keys of the roles feature: everything of one script under one prefix, so a change refreshes it all. */
export const roleKeys = {
  all: ['roles'] as const,
  script: (scriptId: string) => ['roles', 'script', scriptId] as const,
  list: (scriptId: string) => ['roles', 'script', scriptId, 'list'] as const,
  images: (scriptId: string) => ['roles', 'script', scriptId, 'images'] as const,
  history: (roleId: string) => ['roles', 'history', roleId] as const,
  refOptions: ['roles', 'refOptions'] as const,
};
