import { defineConfig } from 'prisma/config'

// The CLI is used here for `prisma generate` only; migrations are authored with the WASM schema engine
// (scripts/create-migration.mjs) and applied by lib/db/migrate.ts. `prisma migrate deploy` still works
// against DATABASE_URL wherever Prisma's native engine can be downloaded.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations', seed: 'tsx prisma/seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/geboortelijst' },
})
