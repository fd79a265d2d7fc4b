/**
 * The error codes the login form can receive from `signIn('credentials')`: next-auth passes the message of an
 * error thrown in `authorize` through as `error`; a plain wrong password is next-auth's own 'CredentialsSignin'.
 * A module of its own so the client form can import it without the server configuration.
 */
export const LOGIN_ERROR = { rateLimited: 'RATE_LIMITED', accountLocked: 'ACCOUNT_LOCKED', busy: 'BUSY' } as const
