import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import type { JobDefinition } from '../jobs/job-definition';
import { openQueue } from './queue';

// The checks run before pg-boss touches the database, so an unusable handle proves they come first.
const noDatabase = { driver: 'postgres', url: 'postgres://nowhere.invalid/x' } as unknown as DatabaseHandle;

describe('job registry checks at boot', () => {
  it('refuses a job without a handler', async () => {
    const broken = { name: 'broken', payload: z.object({}) } as unknown as JobDefinition;
    await expect(openQueue(noDatabase, [broken])).rejects.toThrow('job broken has no handler');
  });
  it('refuses a job defined twice', async () => {
    const job: JobDefinition = { name: 'twice', payload: z.object({}), handler: async () => null };
    await expect(openQueue(noDatabase, [job, job])).rejects.toThrow('job twice is defined twice');
  });
});
