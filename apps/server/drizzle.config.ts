import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; both drivers apply the same history at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
