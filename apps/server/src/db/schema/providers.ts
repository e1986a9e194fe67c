import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Model providers configured in the platform back office. Keys are AES-256-GCM ciphertext (LIZI_MASTER_KEY). */
export const providerConfigs = pgTable('provider_configs', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  vendor: text('vendor').notNull(),
  name: text('name').notNull(),
  baseUrl: text('base_url').notNull().default(''),
  apiKeyEnc: text('api_key_enc'),
  apiKeyLast4: text('api_key_last4'),
  secretKeyEnc: text('secret_key_enc'),
  models: jsonb('models').notNull().default({}),
  capabilities: jsonb('capabilities').notNull().default([]),
  concurrency: integer('concurrency').notNull().default(2),
  enabled: boolean('enabled').notNull().default(true),
  options: jsonb('options').notNull().default({}),
  ...timestamps,
});
