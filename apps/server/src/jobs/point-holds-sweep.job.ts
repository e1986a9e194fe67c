import { z } from 'zod';
import { sweepExpiredHolds } from '../modules/points/point-holds.service';
import { defineJob } from './job-definition';

/** Every minute: refunds charges of in-request work whose process died before it ended. */
export const pointHoldsSweepJob = defineJob({
  name: 'points.holds.sweep',
  payload: z.object({}).passthrough(),
  schedule: '* * * * *',
  retryLimit: 1,
  handler: async (_payload, ctx) => {
    await sweepExpiredHolds(ctx);
  },
});
