// A database that is gone, for tests of what happens then (the health check's 503): the app's process-wide database
// is swapped for a PostgreSQL address where nothing listens, or one that accepts connections but never answers.
import net from 'node:net'
import { openDatabase } from '@/lib/db'
import { withDatabase } from './db'

/** A TCP port on 127.0.0.1 where nothing listens (just freed by the system). */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Runs `call` with the app's database at `url` (never migrated), then puts the real one back. */
async function withDatabaseAt<T>(url: string, call: () => Promise<T>): Promise<T> {
  const other = await openDatabase({ databaseUrl: url, migrate: false })
  try {
    return await withDatabase(other, call)
  } finally {
    void other.close().catch(() => {})
  }
}

/** Runs `call` while the app's database is a PostgreSQL address where nothing listens, then puts the real one back. */
export async function withUnreachableDatabase<T>(call: () => Promise<T>): Promise<T> {
  return withDatabaseAt(`postgresql://postgres@127.0.0.1:${await closedPort()}/nowhere`, call)
}

/** Runs `call` while the app's database accepts connections and never answers, then puts the real one back. */
export async function withSilentDatabase<T>(call: () => Promise<T>): Promise<T> {
  const silent = net.createServer(() => {})
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  try {
    return await withDatabaseAt(
      `postgresql://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/silent`,
      call,
    )
  } finally {
    silent.close()
  }
}
