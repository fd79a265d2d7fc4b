import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { dataDir } from '@/lib/db'

let cached: string | undefined

/**
 * The secret that signs session cookies and API tokens: `NEXTAUTH_SECRET`, or else a random one kept in
 * `$DATA_DIR/auth-secret` so that `npm start` works without configuration and sessions survive a restart.
 */
export function authSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET
  if (cached) return cached
  const file = path.join(dataDir(), 'auth-secret')
  try {
    cached = fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
    } catch {
      // Another process wrote it first: use theirs.
    }
    cached = fs.readFileSync(file, 'utf8').trim()
  }
  process.env.NEXTAUTH_SECRET = cached
  return cached
}
