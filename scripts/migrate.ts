// npm run db:migrate: applies pending migrations to the configured database (DATABASE_URL, or the embedded PGlite in
// $DATA_DIR/pglite) and nothing else; `npm start` does the same at start-up.
import { openDatabase } from '../lib/db'

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
await db.close()
console.log(`[migrate] ${db.kind} is up to date`)
