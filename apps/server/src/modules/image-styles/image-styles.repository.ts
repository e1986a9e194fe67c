import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { imageStyles } from '../../db/schema';

export async function listImageStyles(db: Database, options: { posterOnly: boolean }) {
  const where = options.posterOnly
    ? and(eq(imageStyles.enabled, true), eq(imageStyles.posterStyle, true))
    : eq(imageStyles.enabled, true);
  return db
    .select({
      id: imageStyles.id,
      name: imageStyles.name,
      description: imageStyles.description,
      previewUrl: imageStyles.previewUrl,
      posterStyle: imageStyles.posterStyle,
    })
    .from(imageStyles)
    .where(where)
    .orderBy(asc(imageStyles.sort), asc(imageStyles.id));
}
