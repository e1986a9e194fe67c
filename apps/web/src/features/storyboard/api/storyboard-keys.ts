/** TanStack Query keys of the storyboard feature. */
export const storyboardKeys = {
  all: ['storyboard'] as const,
  board: (scriptId: string) => ['storyboard', 'board', scriptId] as const,
  videoModels: ['storyboard', 'video-models'] as const,
};
