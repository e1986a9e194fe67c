import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { timbres } from '../schema';
import { seedTimbres } from './timbres.data';

/**
 * Upserts the timbre catalogue at every boot, so a release that adds or renames voices reaches existing
 * databases. The preview is kept unless the sample text or voices changed (then it is made again).
 */
export async function upsertTimbres(db: Database): Promise<void> {
  if (seedTimbres.length === 0) return;
  await db
    .insert(timbres)
    .values(
      seedTimbres.map((t, i) => ({
        id: t.id,
        name: t.name,
        style: t.style,
        gender: t.gender,
        description: t.description,
        sampleText: t.sampleText,
        voices: t.voices,
        speed: t.speed,
        sort: i,
      })),
    )
    .onConflictDoUpdate({
      target: timbres.id,
      set: {
        name: sql`excluded.name`,
        style: sql`excluded.style`,
        gender: sql`excluded.gender`,
        description: sql`excluded.description`,
        speed: sql`excluded.speed_percent`,
        sort: sql`excluded.sort`,
        previewFileId: sql`case when ${timbres.sampleText} = excluded.sample_text and ${timbres.voices} = excluded.voices then ${timbres.previewFileId} else null end`,
        sampleText: sql`excluded.sample_text`,
        voices: sql`excluded.voices`,
        updatedAt: sql`now()`,
      },
    });
}
