import { z } from 'zod';
import { runDailyGrant } from '../modules/points/grants.service';
import { defineJob } from './job-definition';

/** Five past midnight, China time: autoIssue companies' members get their daily points. Safe to run twice. */
export const dailyGrantJob = defineJob({
  name: 'points.daily-grant',
  payload: z.object({}).passthrough(),
  schedule: '5 16 * * *',
  retryLimit: 5,
  handler: async (_payload, ctx) => runDailyGrant(ctx),
});
