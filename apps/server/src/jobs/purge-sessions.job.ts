import { z } from 'zod';
import { defineJob } from './job-definition';

/** Expired and revoked sessions are kept a week for audit, then removed so the table stays small. */
export const purgeSessionsJob = defineJob({
  name: 'sessions.purge',
  payload: z.object({}).passthrough(),
  schedule: '17 3 * * *',
  handler: async (_payload, ctx) => {
    const { rows } = await ctx.database.query<{ n: number }>(
      `with gone as (
         delete from sessions
         where expires_at < now() - interval '7 days'
            or (revoked_at is not null and revoked_at < now() - interval '7 days')
         returning 1)
       select count(*)::int as n from gone`,
    );
    return { purged: rows[0]?.n ?? 0 };
  },
});
