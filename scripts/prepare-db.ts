// Start-up step of `npm start`: applies pending migrations and seeds the demo data when the database is empty
// (unless SEED_DEMO=0).
import { openDatabase } from '../lib/db'
import { seedDemo } from '../prisma/demo'

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
try {
  const users = await db.prisma.user.count()
  // The demo has an administrator with a published password: a real deployment sets SEED_DEMO=0.
  if (users === 0 && process.env.SEED_DEMO !== '0') {
    await seedDemo(db.prisma)
    console.warn('[start] empty database: demo data seeded (ouder@example.be / geboortelijst, admin@example.be / geboortelijst).')
    console.warn('[start] For a real deployment start with SEED_DEMO=0: the demo administrator password is public.')
  }
} finally {
  await db.close()
}
