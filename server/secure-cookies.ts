// Cookies set over https get `Secure`, whoever sets them (next-auth, our actions, Next itself): next-auth decides from
// NEXTAUTH_URL alone, and behind nginx the app itself is reached over plain http.
import http from 'node:http'

type HeaderValue = number | string | readonly string[]

/** The cookie(s) with the `Secure` attribute added where it is missing. */
export function withSecure<T extends HeaderValue>(value: T): T {
  const add = (cookie: string) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`)
  return (Array.isArray(value) ? value.map((c: string) => add(String(c))) : add(String(value))) as T
}

/**
 * The server's responses (`http.createServer({ ServerResponse: EdgeResponse })`): when `secureCookies` is set (the
 * visitor came over https), every Set-Cookie gets the `Secure` attribute.
 */
export class EdgeResponse<
  Request extends http.IncomingMessage = http.IncomingMessage,
> extends http.ServerResponse<Request> {
  secureCookies = false

  override setHeader(name: string, value: HeaderValue): this {
    return super.setHeader(name, this.secureCookies && name.toLowerCase() === 'set-cookie' ? withSecure(value) : value)
  }

  override appendHeader(name: string, value: string | readonly string[]): this {
    return super.appendHeader(
      name,
      this.secureCookies && name.toLowerCase() === 'set-cookie' ? withSecure(value) : value,
    )
  }
}
