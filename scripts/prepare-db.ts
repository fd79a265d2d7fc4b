// Start-up step of `npm start`: applies pending migrations and seeds the demo data into an empty database: by default
// only into the embedded PGlite (a demo on a laptop); on PostgreSQL only with SEED_DEMO=1, since the demo accounts'
// password is public. SEED_DEMO=0 never seeds.
import { openDatabase } from '../lib/db'
import { seedDemo } from '../prisma/demo'

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
try {
  const users = await db.prisma.user.count()
  const seed = process.env.DATABASE_URL ? process.env.SEED_DEMO === '1' : process.env.SEED_DEMO !== '0'
  if (users === 0 && seed) {
    await seedDemo(db.prisma)
    console.warn(
      '[start] empty database: demo data seeded (ouder@example.be / geboortelijst, admin@example.be / geboortelijst).',
    )
    console.warn('[start] The demo administrator password is public: never seed a real deployment.')
  } else if (users === 0) {
    console.log('[start] empty database: starting an empty site (SEED_DEMO=1 seeds the demo data).')
  }
} finally {
  await db.close()
}
