// Start-up step of `npm start`: applies pending migrations and seeds the demo data when the database is empty.
import { openDatabase } from '../lib/db'
import { seedDemo } from '../prisma/demo'

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
try {
  const users = await db.prisma.user.count()
  if (users === 0) {
    await seedDemo(db.prisma)
    console.log('[start] empty database: demo data seeded (ouder@example.be / geboortelijst, admin@example.be / geboortelijst)')
  }
} finally {
  await db.close()
}
