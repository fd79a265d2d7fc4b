// What the server may write about an error (docs/rules.md#privacy: no personal data in logs): the log of a real site is read by
// people and kept by hosting providers, so it must not hold a giver's or parent's name, e-mail address, IBAN or an
// order reference. Error messages are the risk: Prisma's validation errors quote the arguments of the failed query
// (names, addresses, messages), nodemailer's errors name the refused recipients. Pure: usable everywhere.

// No `/` on either side: a stack frame's `node_modules/@prisma/client/…` is a path, not an address.
const EMAIL = /[^\s@<>()"',;:/]+@[^\s@<>()"',;:/]+\.[a-z]{2,}/gi
// An IBAN as stored (two letters, two check digits, 10–30 letters and digits) or as shown, in groups of four.
const IBAN = /\b[A-Z]{2}\d{2}(?:[A-Z0-9]{10,30}|(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,3})?)\b/g
// A Belgian structured communication (+++123/4567/89002+++), which identifies an order as its reference does.
const OGM = /\+{3}\d{3}\/\d{4}\/\d{5}\+{3}|\b\d{3}\/\d{4}\/\d{5}\b/g
/** Errors whose message quotes the data of the query or the mail: only their name and code are kept. */
const QUOTING = new Set([
  'PrismaClientValidationError',
  'PrismaClientUnknownRequestError',
  'PrismaClientRustPanicError',
])
const MAX_MESSAGE = 300

/** Replaces e-mail addresses, IBANs and structured communications in a text by a placeholder. */
export function redactPersonalData(text: string): string {
  return text
    .replace(EMAIL, '[e-mail]')
    .replace(OGM, '[mededeling]')
    .replace(IBAN, (match) => (/\d/.test(match.slice(4)) ? '[iban]' : match))
}

/** An error as a log line may show it: name, code, a redacted message and the stack frames (never the message twice). */
export interface LoggedError {
  name: string
  code?: string
  message?: string
  stack?: string
}

/**
 * Describes an error for a log line without personal data: its name, its code (Prisma's P2002, nodemailer's EAUTH,
 * …), its message with e-mail addresses, IBANs and structured communications replaced (left out altogether for
 * errors that quote their query's data) and the stack frames only (the stack's first line repeats the message).
 * A cause is not followed: it may be anything.
 * @example logger.error({ err: describeError(error) }, '[mail] order summary failed')
 */
export function describeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { name: typeof error }
  const code = (error as { code?: unknown }).code
  const out: LoggedError = { name: error.name }
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code)
  if (!QUOTING.has(error.name) && !QUOTING.has(error.constructor?.name)) {
    const message = redactPersonalData(error.message)
    out.message = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message
  }
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line))
  if (frames?.length)
    out.stack = frames
      .slice(0, 12)
      .map((line) => redactPersonalData(line.trim()))
      .join('\n')
  return out
}
