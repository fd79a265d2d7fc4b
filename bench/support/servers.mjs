// Helpers of the benchmarks that need running servers (bench/lighthouse.mjs, bench/list-render.mjs,
// bench/list-throughput.mjs): a free port, the machine's build lock, the project started through `npm start`'s own
// script (scripts/start.mjs: it builds only when the sources changed), and the blank reference app
// (bench/lighthouse/blank/) built and started with the same Next.js. Every server started here is stopped when the
// benchmark ends, also when it fails or is interrupted. Not a benchmark itself.
import { spawn } from 'node:child_process'
/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
/** Builds on this machine run one at a time: every `next build` holds this lock (flock). */
export const BUILD_LOCK = process.env.BUILD_LOCK ?? '/tmp/geboortelijst-build.lock'
const nextBin = path.join(root, 'node_modules', '.bin', 'next')

const log = (/** @type {string} */ message) => console.error(`[bench] ${message}`)

// ---------------------------------------------------------------------------------------------------------------
// Clean-up: every child process group and temporary directory is removed on exit, error or signal.
/** @type {Set<ChildProcess>} */
const children = new Set()
/** @type {Set<string>} */
const tempDirs = new Set()
/** flock processes holding or waiting for the build lock. @type {Set<ChildProcess>} */
const lockHolders = new Set()

function killGroup(/** @type {ChildProcess} */ child, /** @type {NodeJS.Signals} */ signal) {
  try {
    process.kill(-(child.pid ?? 0), signal)
  } catch {
    // Already gone.
  }
}

/** Stops every server started here (SIGTERM to its process group, SIGKILL after 5 s) and removes temp dirs. */
export async function cleanup() {
  for (const holder of lockHolders) holder.kill('SIGTERM')
  lockHolders.clear()
  const running = [...children]
  children.clear()
  await Promise.all(
    running.map(
      (child) =>
        /** @type {Promise<void>} */ (
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve()
            const timer = setTimeout(() => {
              killGroup(child, 'SIGKILL')
              resolve()
            }, 5_000)
            child.once('exit', () => {
              clearTimeout(timer)
              resolve()
            })
            killGroup(child, 'SIGTERM')
          })
        ),
    ),
  )
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
  tempDirs.clear()
}

process.on('exit', () => {
  // Last resort (synchronous): a benchmark that exits without awaiting cleanup() still leaves no server behind.
  for (const child of children) killGroup(child, 'SIGKILL')
  for (const holder of lockHolders) holder.kill('SIGTERM')
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    log(`${signal}: stopping the servers`)
    await cleanup()
    process.exit(130)
  })
}

/**
 * Runs the benchmark's main function, then stops the servers, also when it throws.
 * @param {() => Promise<void>} main
 */
export async function runBench(main) {
  let code = 0
  try {
    await main()
  } catch (error) {
    console.error(error)
    code = 1
  } finally {
    await cleanup()
  }
  process.exit(code)
}

export function tempDir(/** @type {string} */ prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  tempDirs.add(dir)
  return dir
}

// ---------------------------------------------------------------------------------------------------------------
/** A free TCP port in [from, to] (the benchmarks keep to 3300-3399: 3000 and 3100 are the app's and the tests'). */
export async function freePort(
  from = Number(process.env.BENCH_PORT_FROM ?? 3300),
  to = from + 99,
  /** @type {number[]} */ skip = [],
) {
  for (let port = from; port <= to; port++) {
    if (skip.includes(port)) continue
    const free = await new Promise((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(false))
      server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`no free port in ${from}-${to}`)
}

/**
 * Waits until `url` answers at all (any status), or the process died, or the time is up.
 * @param {string} url
 * @param {ChildProcess | undefined} child
 */
export async function waitForHttp(url, child, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`server for ${url} exited (${child.exitCode ?? child.signalCode})`)
    try {
      const res = await fetch(url, { redirect: 'manual' })
      await res.arrayBuffer()
      return
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Takes the machine's build lock and keeps it until release() is called (or this process ends: the holder's standard
 * input closes and it lets go). flock(1) holds it for as long as its command runs; its command waits on stdin.
 */
export async function acquireBuildLock(/** @type {string} */ what) {
  // -o: the lock is not passed on to the command, so ending flock (cleanup()) always lets it go.
  const holder = spawn('flock', ['-o', BUILD_LOCK, 'sh', '-c', 'echo locked; exec cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  lockHolders.add(holder)
  const waiting = setTimeout(
    () => log(`waiting for the build lock ${BUILD_LOCK} (another build runs) before ${what}…`),
    2_000,
  )
  await new Promise((resolve, reject) => {
    holder.stdout.once('data', resolve)
    holder.once('error', reject)
    holder.once('exit', (code) => reject(new Error(`flock exited (${code}) before taking ${BUILD_LOCK}`)))
  })
  clearTimeout(waiting)
  let released = false
  return () => {
    if (released) return
    released = true
    lockHolders.delete(holder)
    holder.stdin.end()
  }
}

/** The last lines of a log file, for an error message. */
function tail(/** @type {string} */ file, lines = 40) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * Starts the project as `npm start` does (scripts/start.mjs: builds when the sources changed, migrates, seeds an empty
 * database, serves), on `port`, holding the build lock until it serves (the build part). `env` is added to the
 * current environment; DATABASE_URL: '' or undefined means the embedded PGlite. Without DATA_DIR a fresh temporary
 * one is used, so the embedded database starts with the demo data. Its output goes to a log file.
 * @param {{ port: number, env?: Record<string, string | undefined> }} options
 * @returns {Promise<{ url: string, logFile: string, child: ChildProcess }>}
 */
export async function startProject({ port, env = {} }) {
  const dataDir = env.DATA_DIR ?? tempDir('geboortelijst-bench-data-')
  const logFile = path.join(tempDir('geboortelijst-bench-log-'), 'project.log')
  /** @type {NodeJS.ProcessEnv} */
  const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, DATA_DIR: dataDir, PORT: String(port) }
  if (!childEnv.DATABASE_URL) delete childEnv.DATABASE_URL
  const url = `http://localhost:${port}`
  log(
    `starting the project on ${url} (${childEnv.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite, demo data'}; builds first when the sources changed; log ${logFile})`,
  )
  const release = await acquireBuildLock('starting the project')
  const out = fs.openSync(logFile, 'a')
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', out, out],
    detached: true,
  })
  children.add(child)
  fs.closeSync(out)
  try {
    // The build and the database preparation are over once start.mjs says it serves.
    const end = Date.now() + 30 * 60_000
    while (!fs.readFileSync(logFile, 'utf8').includes('[start] serving on')) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`scripts/start.mjs exited (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`)
      if (Date.now() > end) throw new Error(`scripts/start.mjs did not serve within 30 minutes:\n${tail(logFile)}`)
      await new Promise((r) => setTimeout(r, 250))
    }
  } finally {
    release()
  }
  try {
    await waitForHttp(`${url}/api/faq`, child)
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\n${tail(logFile)}`)
  }
  return { url, logFile, child }
}

/**
 * Builds the blank reference app (bench/lighthouse/blank/: a layout, a page with one heading, and the static route
 * /static-list) with the project's Next.js: copied into a temporary directory whose node_modules links to the
 * project's (nothing is downloaded), `next build` under the build lock. `staticListHtml`: the file whose bytes
 * /static-list serves (read at build time). Outside the project so Turbopack does not pick up the project's proxy.ts.
 * @param {{ staticListHtml?: string }} [options]
 * @returns the directory of the built app.
 */
export async function buildBlank({ staticListHtml } = {}) {
  const dir = tempDir('geboortelijst-blank-')
  fs.cpSync(path.join(root, 'bench', 'lighthouse', 'blank'), dir, {
    recursive: true,
    filter: (src) => !/[/\\](\.next|node_modules)$/.test(src),
  })
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  const logFile = path.join(dir, 'build.log')
  log(`building the blank reference app in ${dir} (next build under ${BUILD_LOCK})`)
  const release = await acquireBuildLock('building the blank reference')
  let status
  try {
    // Asynchronous, in its own process group: a signal during the build stops the build too (cleanup()).
    const out = fs.openSync(logFile, 'a')
    const child = spawn(nextBin, ['build'], {
      cwd: dir,
      stdio: ['ignore', out, out],
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        BENCH_STATIC_LIST_HTML: staticListHtml ?? '',
      },
    })
    children.add(child)
    fs.closeSync(out)
    status = await new Promise((resolve, reject) => {
      child.once('error', reject)
      child.once('exit', (code, signal) => resolve(code ?? signal))
    })
    children.delete(child)
  } finally {
    release()
  }
  if (status !== 0) throw new Error(`next build of the blank reference failed (${status}):\n${tail(logFile)}`)
  return dir
}

/** Starts the built blank reference with `next start` on `port`. */
export async function startBlank(/** @type {string} */ dir, /** @type {number} */ port) {
  const logFile = path.join(dir, 'server.log')
  const out = fs.openSync(logFile, 'a')
  const child = spawn(nextBin, ['start', '-p', String(port)], {
    cwd: dir,
    stdio: ['ignore', out, out],
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  children.add(child)
  fs.closeSync(out)
  const url = `http://localhost:${port}`
  log(`starting the blank reference on ${url}`)
  try {
    await waitForHttp(`${url}/`, child, 60_000)
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\n${tail(logFile)}`)
  }
  return { url, logFile, child }
}

// ---------------------------------------------------------------------------------------------------------------
/** The p-th percentile (nearest rank) and the median of a list of numbers. */
export const percentile = (/** @type {number[]} */ xs, /** @type {number} */ p) => {
  const sorted = xs.slice().sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}
export const median = (/** @type {number[]} */ xs) => {
  const sorted = xs.slice().sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
