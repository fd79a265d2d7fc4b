/** Machine-readable error codes shared by the domain, the REST handlers and the UI. */
export type ErrorCode =
  | 'VALIDATION'
  | 'BAD_JSON'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'GIFT_UNAVAILABLE'
  | 'PRICE_CHANGED'
  | 'GIFT_CHANGED'
  | 'RATE_LIMITED'
  | 'METHOD_NOT_ALLOWED'
  | 'INTERNAL'

/**
 * The one error type domain functions throw (design.md, Architecture). Callers translate it:
 * a form error or the 'Oei!' modal for people, `{"error":{"code","message","details"}}` with `status` for API clients.
 * `message` is Dutch and meant for people.
 */
export class DomainError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly status: number,
    message: string,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

/** Type guard that also works across module copies (server action serialisation, test workers). */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError || (error instanceof Error && error.name === 'DomainError' && 'status' in error && 'code' in error)
}
