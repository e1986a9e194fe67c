import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { imageStyles, styleFeedback } from '../../db/schema';

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

export async function insertStyleFeedback(
  db: Database,
  values: { userId: number; styleId: string; rating: string; text: string },
) {
  const [row] = await db.insert(styleFeedback).values(values).returning({ id: styleFeedback.id });
  return row as { id: string };
}

export async function styleExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: imageStyles.id })
    .from(imageStyles)
    .where(eq(imageStyles.id, id))
    .limit(1);
  return !!row;
}
