// How the edge refuses a request before Next sees it: a Dutch page for people, `{"error":{"code","message"}}` for
// API clients, never cached.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { errors } from '../messages/nl.json'

/** The Dutch texts of the edge's refusals. */
export const messages = {
  badAddress: errors.badAddress,
  requestTooLarge: errors.requestTooLarge,
  httpMethodNotAllowed: errors.httpMethodNotAllowed,
  backHome: errors.backHome,
}

/**
 * After a refusal the rest of the body is read and thrown away for at most this long and this much, then the
 * connection is cut: closing at once made the kernel reset a connection whose client was still sending, and the reset
 * discarded the answer before the client read it (decision 021).
 */
export const DRAIN_MS = 2_000
export const DRAIN_BYTES = 32 * 1024 * 1024

/**
 * Reads and drops the rest of a refused body within DRAIN_MS and DRAIN_BYTES, then cuts the connection; a body that
 * ends in time leaves the connection kept alive.
 */
function dropRefusedBody(req: IncomingMessage): void {
  const socket = req.socket
  let dropped = 0
  const cut = () => socket.destroy()
  const timer = setTimeout(cut, DRAIN_MS)
  timer.unref()
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length
    if (dropped > DRAIN_BYTES) cut()
  })
  // The request closes when its body has ended or its connection has gone; a listener on the socket would pile up on
  // a kept-alive connection that is refused again and again.
  req.once('close', () => clearTimeout(timer))
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Answers `status` with `code` (API) or `message` on a small Dutch page (anything else). After a 413 or 405 whatever
 * of the body still arrives is dropped.
 */
export function refuse(req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string): void {
  res.statusCode = status
  res.setHeader('Cache-Control', 'no-store')
  if (status === 413 || status === 405) dropRefusedBody(req)
  if ((req.url ?? '').startsWith('/api/')) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.end(JSON.stringify({ error: { code, message } }))
    return
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  const text = escapeHtml(message)
  res.end(
    `<!DOCTYPE html><html lang="nl"><meta charset="utf-8"><title>${text}</title><p>${text}</p>` +
      `<p><a href="/site/index">${escapeHtml(messages.backHome)}</a></p></html>`,
  )
}
