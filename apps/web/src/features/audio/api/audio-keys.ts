/** TanStack Query keys of the audio feature. */
export const audioKeys = {
  all: ['audio'] as const,
  timbreStyles: ['audio', 'timbre-styles'] as const,
  timbre: (id: string) => ['audio', 'timbre', id] as const,
  voicing: (scriptId: string) => ['audio', 'voicing', scriptId] as const,
};
