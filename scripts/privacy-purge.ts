// npm run privacy:purge: applies the retention rules of the privacy page (docs/rules.md#privacy; lib/privacy/retention.ts) at once
// to the configured database (DATABASE_URL, or the embedded PGlite in $DATA_DIR/pglite): the givers' name, e-mail and
// message are overwritten on the orders of lists born 2 or more years ago, contact messages older than a year are
// deleted. The app already does this by itself once a day (lib/privacy/retention-job.ts, decision 031); this command
// goes through the same lock and records its run too, so the day's check of the app then does nothing. Idempotent;
// prints what it changed. The embedded PGlite is one process's database: run it there only while the site is stopped.
// Exit status: 0 done, or nothing done because an instance of the site was running the clean-up at that very moment
// (said so); 1 failed (nothing changed).
import { openDatabase, setDatabase } from '../lib/db'
import { t } from '../lib/i18n'
import { describeError } from '../lib/privacy/log'
import { runDailyRetention } from '../lib/privacy/retention-job'

const day = (date: Date) => date.toISOString().slice(0, 10)

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
setDatabase(db)
let status = 0
try {
  const outcome = await runDailyRetention({ db: db.prisma, force: true })
  if (outcome.status === 'ran') {
    const { result } = outcome
    console.log(
      t('privacy.cli.done', {
        orders: result.orders,
        contact: result.contactMessages,
        cutoff: day(result.cutoff),
        contactCutoff: day(result.contactCutoff),
      }),
    )
    console.log(
      t('privacy.cli.cleanedUp', {
        uploads: outcome.images.deleted,
        kept: outcome.images.kept,
        sessions: outcome.sessions,
      }),
    )
  } else {
    // Only 'busy' can come back with force: the instance holding the lock applies the same rules right now.
    console.log(t('privacy.cli.busy'))
  }
} catch (error) {
  console.error(t('privacy.cli.failed'), describeError(error))
  status = 1
} finally {
  await db.close()
}
process.exit(status)
