// @ts-check
/** @typedef {Record<string, string | undefined>} Env */
// The multi-instance deployment (decision 030) on one machine, for tests/multi-instance and bench/multi-instance.mjs:
// a fresh PostgreSQL database (migrated, demo data), a redis-server of its own (so a test can stop it), an SMTP
// catcher, N production instances (`node dist/server.mjs` on the current build) and Debian's nginx in front with
// deploy/nginx/geboortelijst.conf (support/nginx.mjs). Everything it starts is stopped by `stop()`, also when the
// caller fails; the process's exit kills what is left. Plain ESM, so the benchmark can use it without a compiler.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { emptyDatabase } from '../../support/postgres.mjs'
import { startNginx } from './nginx.mjs'
import { smtpCatcher } from './smtp.mjs'
import { request } from './http.mjs'

export const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const BUILD_LOCK = process.env.BUILD_LOCK ?? '/tmp/geboortelijst-build.lock'

/**
 * The public configuration the e2e server builds with (scripts/e2e-server.mjs). scripts/start.mjs rebuilds when it
 * differs from the last build's, so the instances get the same values: `npm test` then reuses the build of its
 * Playwright step instead of building a second time.
 */
export const E2E_PUBLIC_CONFIG = { POSTHOG_KEY: 'phc_e2e_test_key', POSTHOG_HOST: 'https://analytics.e2e.test' }

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set()
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

/** A TCP port on 127.0.0.1 that was free a moment ago (the system's choice). */
export async function freePort() {
  const server = net.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const { port } = /** @type {net.AddressInfo} */ (server.address())
  await new Promise((resolve) => server.close(resolve))
  return port
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The last lines of a file, for an error message. */
export function tail(/** @type {string} */ file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

/**
 * Builds the app when its sources changed since the last build (scripts/start.mjs --build-only, under the machine's
 * build lock), as `npm start` and the e2e tests do. A current build (after the Playwright step) is only checked,
 * without the lock: a caller that holds the lock itself (`flock … npx vitest run -c vitest.multi.config.ts`) must
 * not wait for itself, and a build elsewhere on the machine does not touch this checkout's .next.
 */
export function ensureBuild() {
  const env = { ...process.env, ...E2E_PUBLIC_CONFIG, NEXT_TELEMETRY_DISABLED: '1' }
  const start = path.join(root, 'scripts', 'start.mjs')
  const check = spawnSync(process.execPath, [start, '--check-build'], { cwd: root, stdio: 'ignore', env })
  if (check.status === 0) return
  console.error(`[multi-instance] building the app first (waiting for ${BUILD_LOCK} if another build runs)…`)
  // -w: a caller that holds the lock itself and needs a build would otherwise wait forever.
  const r = spawnSync('flock', ['-w', '1200', '-E', '75', BUILD_LOCK, process.execPath, start, '--build-only'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  })
  if (r.status === 75)
    throw new Error(
      `no build: ${BUILD_LOCK} stayed taken for 20 minutes (run the test outside flock; it builds under the lock itself)`,
    )
  if (r.status !== 0)
    throw new Error(`the build failed (scripts/start.mjs --build-only exited ${r.status ?? r.signal})`)
}

/** Spawns a long-running child whose output goes to `logFile`; it is killed when this process exits. */
function spawnLogged(
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {{ env?: Env, logFile: string, cwd?: string }} */ options,
) {
  const out = fs.openSync(options.logFile, 'a')
  /** @type {import('node:child_process').ChildProcess} */
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: /** @type {NodeJS.ProcessEnv} */ (options.env ?? process.env),
    stdio: ['ignore', out, out],
  })
  fs.closeSync(out)
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

/** Resolves when `child` has exited (at once if it already has). */
export function exited(/** @type {import('node:child_process').ChildProcess} */ child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve(undefined)))
}

/** Sends `signal`, then SIGKILL after `graceMs` if it is still running; resolves when it has exited. */
export async function stopChild(
  /** @type {import('node:child_process').ChildProcess} */ child,
  signal = /** @type {NodeJS.Signals} */ ('SIGTERM'),
  graceMs = 10_000,
) {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited(child)
  clearTimeout(timer)
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * A fresh database `name` on the PostgreSQL server of `serverUrl`, migrated and seeded with the demo data by
 * `npm start`'s own start-up step (scripts/prepare-db.ts, SEED_DEMO=1).
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>}
 */
export async function createDatabase(
  /** @type {string} */ serverUrl,
  /** @type {string} */ name,
  /** @type {string} */ logFile,
) {
  const database = await emptyDatabase(serverUrl, name)
  const out = fs.openSync(logFile, 'a')
  const r = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'scripts', 'prepare-db.ts')], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, DATABASE_URL: database.url, SEED_DEMO: '1' },
  })
  fs.closeSync(out)
  if (r.status !== 0) throw new Error(`migrating and seeding ${name} failed:\n${tail(logFile)}`)
  return database
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * A redis-server of its own on `port` (no persistence), which the test may stop and start again on the same port.
 */
export function redisServer(/** @type {number} */ port, /** @type {string} */ logFile) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null
  const answers = async () => {
    const socket = net.connect(port, '127.0.0.1')
    return new Promise((resolve) => {
      socket.once('connect', () => socket.write('PING\r\n'))
      socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))))
      socket.once('error', () => resolve(false))
      setTimeout(() => (socket.destroy(), resolve(false)), 500)
    })
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawnLogged(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
        { logFile },
      )
      child = started
      for (let i = 0; i < 100; i++) {
        if (await answers()) return
        if (started.exitCode !== null) break
        await sleep(50)
      }
      throw new Error(`redis-server on port ${port} did not start:\n${tail(logFile)}`)
    },
    /** Stops it as an operator or a crash would (SIGKILL: no goodbye to the clients). */
    async stop(/** @type {NodeJS.Signals} */ signal = 'SIGKILL') {
      if (child) await stopChild(child, signal)
      child = null
    },
  }
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * @typedef {object} Instance
 * @property {string} name 'a', 'b', …
 * @property {number} port
 * @property {string} url its own address, bypassing nginx
 * @property {string} logFile
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} appDir the folder it runs in: the checkout, or a copy of the image's folder
 */

/**
 * Starts one production instance (`node dist/server.mjs`, in the checkout or in `appDir`, a copy of the image's
 * folder) and waits until its readiness check answers 200.
 */
export async function startInstance(
  /** @type {{ name: string, port: number, env: Env, logFile: string, appDir?: string }} */ options,
) {
  const appDir = options.appDir ?? root
  const child = spawnLogged(process.execPath, [path.join(appDir, 'dist', 'server.mjs')], {
    cwd: appDir,
    logFile: options.logFile,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(options.port),
      HOSTNAME: '127.0.0.1',
      INSTANCE_NAME: options.name,
    },
  })
  const url = `http://127.0.0.1:${options.port}`
  const end = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `instance ${options.name} exited (${child.exitCode ?? child.signalCode}):\n${tail(options.logFile)}`,
      )
    if (Date.now() > end)
      throw new Error(`instance ${options.name} did not answer within 90 s:\n${tail(options.logFile)}`)
    try {
      if ((await request(`${url}/api/health`)).status === 200) break
    } catch {
      // Not listening yet.
    }
    await sleep(200)
  }
  return /** @type {Instance} */ ({
    name: options.name,
    port: options.port,
    url,
    logFile: options.logFile,
    child,
    appDir,
  })
}

/**
 * @typedef {object} Cluster
 * @property {string} dir temporary folder: logs, nginx prefix, data folders
 * @property {string} databaseUrl
 * @property {ReturnType<typeof redisServer>} redis
 * @property {Awaited<ReturnType<typeof smtpCatcher>>} smtp
 * @property {Instance[]} instances
 * @property {Awaited<ReturnType<typeof startNginx>>} nginx
 * @property {(name: string) => Promise<Instance>} restartInstance starts a stopped instance again on its port
 * @property {() => string} logs the tails of every log, for a failure message
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the deployment: database `dbName` on `serverUrl`, Redis, SMTP catcher, `count` instances sharing
 * NEXTAUTH_SECRET, DATABASE_URL, REDIS_URL and SMTP_URL, and nginx with deploy/nginx/geboortelijst.conf in front.
 * `instanceEnv` is added to every instance's environment. The instances named in `fromImage` run from a copy of
 * .next/standalone outside the checkout, as the container image runs them (Dockerfile): no sources, no
 * next.config.js, only the traced node_modules. Needs a current build (ensureBuild()).
 * @param {{ serverUrl: string, dbName: string, count?: number, instanceEnv?: Env, nginxWorkers?: number | 'auto', fromImage?: string[] }} options
 * @returns {Promise<Cluster>}
 */
export async function startCluster({
  serverUrl,
  dbName,
  count = 2,
  instanceEnv = {},
  nginxWorkers = 1,
  fromImage = [],
}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geboortelijst-multi-'))
  // nginx's workers run as `nobody` when started by root: they must be able to enter the folder.
  fs.chmodSync(dir, 0o755)
  /** @type {Array<() => Promise<void>>} */
  const undo = []
  const stop = async () => {
    for (const step of undo.reverse()) {
      try {
        await step()
      } catch (error) {
        console.error('[multi-instance] clean-up step failed:', error)
      }
    }
    undo.length = 0
    if (process.env.MULTI_KEEP_LOGS !== '1') fs.rmSync(dir, { recursive: true, force: true })
    else console.error(`[multi-instance] logs kept in ${dir}`)
  }
  try {
    const database = await createDatabase(serverUrl, dbName, path.join(dir, 'prepare-db.log'))
    undo.push(database.drop)

    const redis = redisServer(await freePort(), path.join(dir, 'redis.log'))
    await redis.start()
    undo.push(() => redis.stop('SIGTERM'))

    const smtp = await smtpCatcher()
    undo.push(smtp.close)

    /** @type {number[]} */
    const ports = []
    for (let i = 0; i < count; i++) ports.push(await freePort())
    const httpsPort = await freePort()
    const httpPort = await freePort()
    const names = ports.map((_, i) => String.fromCharCode(97 + i))
    /** @type {Env} */
    const env = {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...E2E_PUBLIC_CONFIG,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      NEXTAUTH_SECRET: 'multi-instance-test-secret',
      NEXTAUTH_URL: `https://localhost:${httpsPort}`,
      TRUSTED_PROXY_HOPS: '1',
      SMTP_URL: smtp.url,
      ...instanceEnv,
    }
    // The image's folder, copied where no node_modules or sources of the checkout can be reached from it.
    const imageDir = path.join(dir, 'image')
    if (fromImage.length > 0) {
      fs.cpSync(path.join(root, '.next', 'standalone'), imageDir, { recursive: true })
    }
    /** @type {Instance[]} */
    const instances = []
    const instanceOptions = (/** @type {number} */ i) => ({
      name: names[i],
      port: ports[i],
      appDir: fromImage.includes(names[i]) ? imageDir : undefined,
      // Each instance has its own data folder, as on separate machines (uploads would go to Cloudinary).
      env: { ...env, DATA_DIR: path.join(dir, `data-${names[i]}`) },
      logFile: path.join(dir, `instance-${names[i]}.log`),
    })
    undo.push(async () => {
      await Promise.all(instances.map((instance) => stopChild(instance.child, 'SIGTERM', 15_000)))
    })
    // One after the other: the two cores are shared, and each start migrates under the advisory lock anyway.
    for (let i = 0; i < count; i++) instances.push(await startInstance(instanceOptions(i)))

    const nginx = await startNginx({
      dir: path.join(dir, 'nginx'),
      upstreams: ports.map((port) => `127.0.0.1:${port}`),
      httpsPort,
      httpPort,
      workers: nginxWorkers,
    })
    undo.push(nginx.stop)

    return {
      dir,
      databaseUrl: database.url,
      redis,
      smtp,
      instances,
      nginx,
      async restartInstance(name) {
        const i = names.indexOf(name)
        if (i < 0) throw new Error(`no instance ${name}`)
        await stopChild(instances[i].child)
        instances[i] = await startInstance(instanceOptions(i))
        return instances[i]
      },
      logs: () =>
        [
          ...instances.map((instance) => [`instance ${instance.name}`, instance.logFile]),
          ['nginx error log', nginx.errorLog],
          ['redis', path.join(dir, 'redis.log')],
        ]
          .map(([title, file]) => `--- ${title} (${file}) ---\n${tail(file, 40)}`)
          .join('\n'),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
