// npm run db:seed: (re)creates the demo accounts and lists on the configured database (DATABASE_URL or .data/pglite).
import { openDatabase } from '../lib/db'
import { seedDemo } from './demo'

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
try {
  await seedDemo(db.prisma)
  console.log(
    `[seed] demo data written to ${db.kind}: ouder@example.be / geboortelijst, admin@example.be / geboortelijst; lists noor-peeters, lucas-janssens`,
  )
} finally {
  await db.close()
}
