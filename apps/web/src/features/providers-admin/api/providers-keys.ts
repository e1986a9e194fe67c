export const providersKeys = {
  all: ['providersAdmin'] as const,
  list: ['providersAdmin', 'list'] as const,
};
