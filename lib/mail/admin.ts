import 'server-only'
import { getDb } from '@/lib/db'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { requireAdmin } from '@/lib/admin'
import type { Actor } from '@/lib/auth/actor'
import type { Prisma } from '@/lib/generated/prisma/client'
import { everyWord } from '@/lib/text/like'
import { pagingSchema, type Page } from '@/lib/validation/paging'
import { parseInput } from '@/lib/validation/parse'
import { nudgeMailWorker } from './outbox'

// /admin/mail (docs/rules.md#mails): the mails of the outbox that failed for good or wait for another
// try after a failed one, with the relay's error, and 'Opnieuw proberen'.

/** A mail that did not go out (yet), as /admin/mail shows it. Dates as ISO strings. */
export interface ProblemMailView {
  id: number
  kind: string
  recipient: string
  subject: string
  status: 'PENDING' | 'FAILED'
  attempts: number
  lastError: string | null
  /** The next try (PENDING), null for a FAILED mail. */
  nextAttemptAt: string | null
  createdAt: string
  updatedAt: string
}

/** Rows per page of /admin/mail. */
export const MAIL_PAGE_SIZE = 25

/**
 * The mails that failed for good (FAILED) or failed at least once and wait for their next try (PENDING with an
 * error), failed ones first, then the oldest first; 25 a page, searched in recipient and subject.
 * @throws DomainError UNAUTHORIZED (401), FORBIDDEN (403) for anyone but an ADMIN, VALIDATION (422) for bad paging.
 */
export async function listProblemMails(actor: Actor | null, paging: unknown): Promise<Page<ProblemMailView>> {
  requireAdmin(actor)
  const { take, skip, searchString } = parseInput(pagingSchema(MAIL_PAGE_SIZE), paging ?? {})
  const where: Prisma.OutboxMailWhereInput = {
    AND: [
      { OR: [{ status: 'FAILED' }, { status: 'PENDING', lastError: { not: null } }] },
      everyWord(searchString, (c) => [{ recipient: c }, { subject: c }]),
    ],
  }
  const prisma = await getDb()
  const [rows, total] = await Promise.all([
    prisma.outboxMail.findMany({
      where,
      orderBy: [{ status: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }],
      take,
      skip,
    }),
    prisma.outboxMail.count({ where }),
  ])
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      status: row.status === 'FAILED' ? 'FAILED' : 'PENDING',
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: row.status === 'PENDING' ? row.nextAttemptAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    take,
    skip,
  }
}

/**
 * 'Opnieuw proberen': a failed mail, or one waiting for its next try, is tried again now, with a fresh count of tries
 * (the same message and Message-ID). A mail a worker is sending at this moment is left alone.
 * @throws DomainError 401/403 for anyone but an ADMIN; NOT_FOUND (404) for an unknown id, a sent mail or one being sent.
 */
export async function retryMail(actor: Actor | null, id: number): Promise<void> {
  requireAdmin(actor)
  const prisma = await getDb()
  const count = await prisma.$executeRaw`
    UPDATE "OutboxMail" SET status = 'PENDING', attempts = 0, "nextAttemptAt" = now(), "updatedAt" = now()
    WHERE id = ${id} AND status IN ('PENDING', 'FAILED') AND ("leaseUntil" IS NULL OR "leaseUntil" < now())`
  if (count === 0) throw new DomainError('NOT_FOUND', t('adminMail.notFound'))
  nudgeMailWorker()
}
