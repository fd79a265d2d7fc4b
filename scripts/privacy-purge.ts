// npm run privacy:purge: applies the retention rules of the privacy page (issue 8; lib/privacy/retention.ts) to the
// configured database (DATABASE_URL, or the embedded PGlite in $DATA_DIR/pglite): the givers' name, e-mail and
// message are overwritten on the orders of lists born 2 or more years ago, contact messages older than a year are
// deleted. Idempotent; prints what it changed. Meant for a daily cron line (README). The embedded PGlite is one
// process's database: run it there only while the site is stopped. Exit status: 0 done, 1 failed (nothing changed).
import { openDatabase, setDatabase } from '../lib/db'
import { t } from '../lib/i18n'
import { describeError } from '../lib/privacy/log'
import { purgeExpiredPersonalData } from '../lib/privacy/retention'

const day = (date: Date) => date.toISOString().slice(0, 10)

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
setDatabase(db)
let status = 0
try {
  const result = await purgeExpiredPersonalData()
  console.log(t('privacy.cli.done', { orders: result.orders, contact: result.contactMessages, cutoff: day(result.cutoff), contactCutoff: day(result.contactCutoff) }))
} catch (error) {
  console.error(t('privacy.cli.failed'), describeError(error))
  status = 1
} finally {
  await db.close()
}
process.exit(status)
