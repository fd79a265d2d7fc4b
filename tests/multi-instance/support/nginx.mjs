// @ts-check
// Debian's nginx with deploy/nginx/geboortelijst.conf, as the tests and the benchmark run it: a non-daemon child with
// its own prefix folder (pid, logs, temporary files), the production file changed only where a test machine differs
// (see the file's header): the upstreams' server addresses, the listen ports, the certificate and the log folder.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
/** The production configuration the tests use. */
export const NGINX_CONF = path.join(root, 'deploy', 'nginx', 'geboortelijst.conf')

/**
 * deploy/nginx/geboortelijst.conf for a test machine. Fails when a line it must change is missing, so the file and
 * the test cannot drift apart silently.
 * @param {string} source the production file's text
 * @param {{ upstreams: string[], httpsPort: number, httpPort: number, certificate: string, key: string, logDir: string }} options
 */
export function renderConf(source, { upstreams, httpsPort, httpPort, certificate, key, logDir }) {
  let text = source
  const replace = (
    /** @type {RegExp} */ pattern,
    /** @type {(...m: string[]) => string} */ by,
    /** @type {string} */ what,
  ) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/geboortelijst.conf: no ${what} (${pattern})`)
    text = text.replace(pattern, /** @type {any} */ (by))
  }
  // Every upstream block's server lines: the test's instances, each with the block's first line's parameters.
  replace(
    /(upstream geboortelijst\w* \{[^}]*?)((?:^[ \t]*server [^;\n]+;[^\n]*\n)+)/gm,
    (_, head, lines) => {
      const first = /^([ \t]*)server \S+([^;\n]*);/m.exec(lines)
      if (!first) throw new Error('deploy/nginx/geboortelijst.conf: no server line in an upstream')
      return head + upstreams.map((address) => `${first[1]}server ${address}${first[2]};\n`).join('')
    },
    'upstream geboortelijst with server lines',
  )
  replace(/^[ \t]*listen \[::\]:\d+[^;\n]*;[^\n]*\n/gm, () => '', 'IPv6 listen lines')
  replace(
    /^([ \t]*)listen 443 ssl([^;\n]*);/m,
    (_, indent, rest) => `${indent}listen 127.0.0.1:${httpsPort} ssl${rest};`,
    'listen 443 ssl',
  )
  replace(/^([ \t]*)listen 80;/m, (_, indent) => `${indent}listen 127.0.0.1:${httpPort};`, 'listen 80')
  replace(
    /^([ \t]*)ssl_certificate [^;\n]+;/m,
    (_, indent) => `${indent}ssl_certificate ${certificate};`,
    'ssl_certificate',
  )
  replace(
    /^([ \t]*)ssl_certificate_key [^;\n]+;/m,
    (_, indent) => `${indent}ssl_certificate_key ${key};`,
    'ssl_certificate_key',
  )
  replace(/\/var\/log\/nginx\//g, () => `${logDir}/`, '/var/log/nginx/ paths')
  return text
}

/** The top-level nginx.conf around the site's file: what Debian's /etc/nginx/nginx.conf does, in the test's folder. */
function mainConf(/** @type {{ dir: string, workers: number | 'auto' }} */ { dir, workers }) {
  const temp = (/** @type {string} */ name) => path.join(dir, 'temp', name)
  return `daemon off;
worker_processes ${workers};
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${path.join(dir, 'geboortelijst.conf')};
}
`
}

/** Resolves once something accepts connections on 127.0.0.1:`port`. */
async function listening(
  /** @type {number} */ port,
  /** @type {import('node:child_process').ChildProcess} */ child,
  /** @type {string} */ errorLog,
) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break
    const ok = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(
    `nginx did not listen on ${port}:\n${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`,
  )
}

/**
 * Starts nginx in `dir` (created) with deploy/nginx/geboortelijst.conf in front of `upstreams` (host:port each):
 * https on `httpsPort` with a fresh self-signed certificate, http (the redirect) on `httpPort`.
 * @param {{ dir: string, upstreams: string[], httpsPort: number, httpPort: number, workers?: number | 'auto' }} options
 */
export async function startNginx({ dir, upstreams, httpsPort, httpPort, workers = 1 }) {
  for (const sub of ['logs', 'temp', 'tls']) fs.mkdirSync(path.join(dir, sub), { recursive: true })
  // Workers run as `nobody` under root: they write client bodies and buffered answers to the temporary folders.
  fs.chmodSync(dir, 0o755)
  fs.chmodSync(path.join(dir, 'temp'), 0o777)
  const certificate = path.join(dir, 'tls', 'cert.pem')
  const key = path.join(dir, 'tls', 'key.pem')
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  )
  if (openssl.status !== 0) throw new Error(`openssl could not make a certificate: ${openssl.stderr}`)
  const logDir = path.join(dir, 'logs')
  fs.writeFileSync(
    path.join(dir, 'geboortelijst.conf'),
    renderConf(fs.readFileSync(NGINX_CONF, 'utf8'), { upstreams, httpsPort, httpPort, certificate, key, logDir }),
  )
  const confFile = path.join(dir, 'nginx.conf')
  fs.writeFileSync(confFile, mainConf({ dir, workers }))
  const errorLog = path.join(logDir, 'error.log')
  const check = spawnSync('nginx', ['-t', '-q', '-p', dir, '-c', confFile, '-e', errorLog], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`)
  const child = spawn('nginx', ['-p', dir, '-c', confFile, '-e', errorLog], { stdio: ['ignore', 'inherit', 'inherit'] })
  const killOnExit = () => child.kill('SIGKILL')
  process.on('exit', killOnExit)
  await listening(httpsPort, child, errorLog)
  const accessLog = path.join(logDir, 'geboortelijst.access.log')
  return {
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    errorLog,
    /** The access log's lines so far (format `geboortelijst`: client, request, status, id=…, upstream=…). */
    accessLines: () => (fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : []),
    async stop() {
      process.off('exit', killOnExit)
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

/**
 * One access log line, parsed: the client address, method and path, status, request id and the instances that were
 * tried (`upstream=a:1, b:2` when the first failed), with their statuses.
 * @param {string} line
 */
export function parseAccessLine(line) {
  const m = /^(\S+) \[[^\]]*\] "(\S+) (\S+)[^"]*" (\d{3}) \d+ \S+ id=(\S*) upstream=(.*?) upstream_status=(.*)$/.exec(
    line,
  )
  if (!m) return null
  return {
    client: m[1],
    method: m[2],
    path: m[3],
    status: Number(m[4]),
    requestId: m[5],
    upstreams: m[6] === '-' ? [] : m[6].split(/\s*,\s*|\s+:\s+/),
    upstreamStatuses: m[7] === '-' ? [] : m[7].split(/\s*,\s*|\s+:\s+/),
  }
}
