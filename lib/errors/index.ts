/**
 * Machine-readable error codes shared by the domain, the REST handlers and the UI, each with its HTTP status
 * (docs/rules.md#errors): the status follows from the code, so no call site can disagree.
 */
export const errorStatus = {
  BAD_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** A gift was sold or hidden meanwhile (checkout). */
  GIFT_UNAVAILABLE: 409,
  PRICE_CHANGED: 409,
  GIFT_CHANGED: 409,
  /** The e-mail address already has an account. */
  EMAIL_TAKEN: 409,
  /** A product (or one of its parts) was given: it cannot be deleted, or its price, parts or methods changed. */
  PRODUCT_GIVEN: 409,
  /** The last administrator cannot lose the role. */
  LAST_ADMIN: 409,
  /** The partner no longer lists this catalog product (product finder, decision 013). */
  CATALOG_UNAVAILABLE: 409,
  /** The list already has a product added from this catalog product (product finder, decision 013). */
  ALREADY_ON_LIST: 409,
  /** The account has no room for another upload: too many images no product uses, or too many bytes (decision 035). */
  UPLOAD_QUOTA_EXCEEDED: 409,
  /** The list takes no orders yet: its owner has not confirmed the e-mail address (decision 033). */
  LIST_NOT_ACTIVE: 409,
  /** The list does not wait for an administrator's review (decision 033): there is nothing to approve. */
  LIST_NOT_PENDING: 409,
  /** The list is protected by a code and the request brought none (decision 040). */
  LIST_CODE_REQUIRED: 403,
  /** The list code sent is not the list's code (decision 040). */
  LIST_CODE_WRONG: 403,
  /** The order was marked as paid: its reservation can no longer be released (decision 026). */
  ORDER_PAID: 409,
  /** A payment reminder was sent for this order already, or the order is younger than the reminder's 7 days. */
  REMINDER_NOT_ALLOWED: 409,
  /** Someone who manages the list already is invited, or the owner accepts an invitation to their own list (decision 038). */
  ALREADY_MANAGER: 409,
  /** Inviting or accepting a list's management needs a confirmed e-mail address (decision 038). */
  EMAIL_NOT_CONFIRMED: 403,
  /** An invitation to manage a list is accepted by an account with another address than the invited one (decision 038). */
  INVITATION_WRONG_ACCOUNT: 403,
  /** A reset or confirmation link that is unknown, used or expired. */
  TOKEN_INVALID: 400,
  PAYLOAD_TOO_LARGE: 413,
  /** An uploaded bank statement is in neither CODA nor camt.053, or cannot be read as one (decision 056). */
  STATEMENT_FORMAT: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  /** Too much work of one kind at once (password hashing): try again after Retry-After seconds. */
  BUSY: 503,
  INTERNAL: 500,
} as const

export type ErrorCode = keyof typeof errorStatus

/**
 * The one error type domain functions throw. Callers translate it:
 * a form error or the 'Oei!' modal for people, `{"error":{"code","message","details"}}` with `status` for API clients.
 * `message` is Dutch and meant for people; `status` follows from `code` (`errorStatus`).
 */
export class DomainError extends Error {
  public readonly status: number

  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'DomainError'
    this.status = errorStatus[code]
  }
}

/** Type guard that also works across module copies (server action serialisation, test workers). */
export function isDomainError(error: unknown): error is DomainError {
  return (
    error instanceof DomainError ||
    (error instanceof Error && error.name === 'DomainError' && 'status' in error && 'code' in error)
  )
}
