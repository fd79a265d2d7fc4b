// Durable mail (decision 025): a process killed (SIGKILL) right after an order's commit, before its mails went out, loses
// nothing: a worker in the next process sends each mail exactly once. Real processes (tests/support/mail-crash-child.ts),
// on a PGlite folder on disk, or on a fresh database of TEST_DATABASE_URL.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@/lib/db'
import { createPostgresDatabase, onPostgres } from '../support/db'

const root = path.resolve(__dirname, '../..')
const child = path.join(root, 'tests/support/mail-crash-child.ts')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'geboortelijst-crash-'))
const outbox = path.join(dataDir, 'outbox')

/** The test's own database on TEST_DATABASE_URL's server; without it the processes share a PGlite folder. */
let created: { url: string; drop: () => Promise<void> } | undefined
beforeAll(async () => {
  if (onPostgres) created = await createPostgresDatabase('gl_crash')
})

afterAll(async () => {
  await created?.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Runs the child in `mode`; `onLine` sees each line it prints and may kill it. Resolves with its output and signal. */
function run(
  mode: string,
  onLine?: (line: string, kill: () => void) => void,
): Promise<{ lines: string[]; signal: NodeJS.Signals | null; code: number | null }> {
  return new Promise((resolve, reject) => {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: created?.url ?? '',
      NEXTAUTH_SECRET: 'crash-test-secret',
      TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'),
    }
    // tsx's loader inside this one node process, not the tsx command: that runs the script in a child process of its
    // own, which a SIGKILL of the command leaves running (an orphan that outlived the test run and held its database).
    const proc = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', child, mode], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const lines: string[] = []
    let buffered = ''
    let stderr = ''
    proc.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      let at: number
      while ((at = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, at)
        buffered = buffered.slice(at + 1)
        lines.push(line)
        onLine?.(line, () => proc.kill('SIGKILL'))
      }
    })
    proc.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
    proc.on('error', reject)
    proc.on('exit', (code, signal) => {
      if (code && code !== 0) reject(new Error(`child ${mode} exited ${code}: ${stderr}`))
      else resolve({ lines, signal, code })
    })
  })
}

/** The .eml files in the outbox (quoted-printable soft breaks joined) that mention `text`. */
function mailsWith(text: string): string[] {
  if (!fs.existsSync(outbox)) return []
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(outbox, f), 'latin1').replace(/=\r?\n/g, ''))
    .filter((m) => m.includes(text))
}

describe('a crash between an order and its mails', () => {
  it('kill -9 right after the commit: after the restart each mail goes out exactly once', async () => {
    let reference = ''
    const placed = await run('place', (line, kill) => {
      if (line.startsWith('COMMITTED ')) {
        reference = line.slice('COMMITTED '.length)
        kill()
      }
    })
    expect(placed.signal).toBe('SIGKILL')
    expect(reference).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(mailsWith(reference)).toHaveLength(0)

    // The next process: its worker finds both mails of the order (the giver's summary and the parents' notice).
    const first = await run('deliver')
    expect(JSON.parse(first.lines.at(-1)!)).toEqual({ sent: 2, failed: 0, retrying: 0 })
    const summaries = mailsWith(`/order/${reference}`)
    expect(summaries).toHaveLength(1)
    expect(summaries[0]).toMatch(/^To: Tante Els <crash-giver@example\.be>\r?$/m)
    expect(mailsWith('<crash-owner@example.be>')).toHaveLength(1)

    // Another restart sends nothing again.
    const second = await run('deliver')
    expect(JSON.parse(second.lines.at(-1)!)).toEqual({ sent: 0, failed: 0, retrying: 0 })
    expect(mailsWith(`/order/${reference}`)).toHaveLength(1)

    const db = await openDatabase(created ? { databaseUrl: created.url } : { pgliteDir: path.join(dataDir, 'pglite') })
    try {
      const rows = await db.prisma.outboxMail.findMany({ orderBy: { id: 'asc' } })
      expect(rows.map((r) => [r.kind, r.status, r.attempts, r.raw])).toEqual([
        ['order-summary', 'SENT', 1, ''],
        ['order-owner', 'SENT', 1, ''],
      ])
    } finally {
      await db.close()
    }
  }, 120_000)
})
