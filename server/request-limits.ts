// Requests refused before Next parses anything: an address that is not valid percent-encoded UTF-8 (400; Next
// answered `/list/%FF` with 500) and a body declared larger than its path takes (413; decision 021).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { messages, refuse } from './refusal'

/** Declared request bodies above this many bytes are answered 413 (REST JSON and server actions). */
export const BODY_LIMIT = 64 * 1024
/** Photo uploads take 5 MB (lib/images), plus room for the multipart envelope. */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024
const UPLOAD_PATHS = new Set(['/api/images/upload'])

/**
 * Refuses a malformed address with 400 `BAD_REQUEST` and a declared oversized body with 413 `PAYLOAD_TOO_LARGE`. A
 * body without a declared length is counted by the REST handlers and Next's server-action parser instead.
 * @returns true when the request was answered here
 */
export function refuseBadRequest(req: IncomingMessage, res: ServerResponse): boolean {
  let pathname: string
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    decodeURIComponent(pathname)
  } catch {
    refuse(req, res, 400, 'BAD_REQUEST', messages.badAddress)
    return true
  }
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > (UPLOAD_PATHS.has(pathname) ? UPLOAD_BODY_LIMIT : BODY_LIMIT)) {
    refuse(req, res, 413, 'PAYLOAD_TOO_LARGE', messages.requestTooLarge)
    return true
  }
  return false
}
