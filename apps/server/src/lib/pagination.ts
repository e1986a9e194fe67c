import { z } from 'zod';

/** Lists page by offset + limit (DESIGN.md §4), as the spec's history call does. */
export const pageQuery = {
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number() });
