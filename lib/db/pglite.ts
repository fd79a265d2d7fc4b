import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'

/**
 * The PostgreSQL extensions the migrations create (decision 013: `unaccent` for the finder's accent-free Dutch search,
 * `pg_trgm` for words inside compounds). PostgreSQL ships them in its contrib package; PGlite only has what it is
 * given here, so every PGlite the project opens (app, tests, benches, scripts/create-migration.mjs) loads them.
 */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm }

/** A PGlite in `dataDir` (or in memory without it) with the project's extensions. */
export function openPGlite(dataDir?: string): PGlite {
  return new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS })
}
