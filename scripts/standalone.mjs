// After `next build` (output 'standalone' while building, next.config.js) and scripts/build-server.mjs: completes
// .next/standalone into the folder the container image runs (Dockerfile, docs/deploy.md; decisions 032, 042). Next
// traces the files its pages, route handlers and instrumentation need into .next/standalone with a minimal
// node_modules, and writes its own `server.js` (`next start`), which does not do what our server does. This adds:
// - dist/server.mjs (our production server, bundled) and every package it loads, traced by @vercel/nft (the tracer
//   Next itself is built on), at the same relative paths;
// - next.config.mjs: the app's configuration (next.config.base.mjs), which Next loads like any configuration file;
// - .next/static and public, which Next leaves out (a CDN may serve them), and prisma/migrations, applied at start-up.
// Next's own server.js is removed: the image runs `node dist/server.mjs`.
// Usage: node scripts/standalone.mjs
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { nodeFileTrace } from '@vercel/nft'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const standalone = path.join(root, '.next', 'standalone')
const server = path.join('dist', 'server.mjs')

if (!fs.existsSync(path.join(standalone, '.next', 'required-server-files.json'))) {
  console.error('[standalone] no .next/standalone: run `next build` first (npm run build)')
  process.exit(1)
}
if (!fs.existsSync(path.join(root, server))) {
  console.error(`[standalone] no ${server}: run \`node scripts/build-server.mjs\` first (npm run build)`)
  process.exit(1)
}

// Next itself is left to Next's own trace (next-server.js.nft.json): followed from our import, the tracer takes the
// whole package, its development runtimes included, which would double the image.
const { fileList } = await nodeFileTrace([path.join(root, server)], {
  base: root,
  processCwd: root,
  ignore: (file) => file.startsWith('node_modules/next/'),
})

let added = 0
/**
 * Copies `relative` (a file or a folder) from the project into the standalone folder, keeping its place.
 * @param {string} relative
 */
function copy(relative) {
  const from = path.join(root, relative)
  const to = path.join(standalone, relative)
  if (fs.lstatSync(from).isDirectory()) {
    fs.cpSync(from, to, { recursive: true, force: true })
  } else {
    fs.mkdirSync(path.dirname(to), { recursive: true })
    // A symlink in node_modules (workspace links, .bin) is copied as the file it points to.
    fs.copyFileSync(fs.realpathSync(from), to)
  }
  added++
}

for (const file of [...fileList].sort()) {
  // Folders in the list are the packages' own; their files are listed one by one.
  if (fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile()) copy(file)
}
for (const folder of [path.join('.next', 'static'), 'public', path.join('prisma', 'migrations')]) copy(folder)

// The configuration: the app's own, without the next-intl plugin (a build tool) and without `output`, loaded by Next
// as any next.config.mjs. Next's standalone server.js hands over the build's instead, through a private variable that
// also skips resolving these files of Next's (loadWebpackHook in next/dist/server/config-utils.js): a few stubs of
// its bundled webpack and Babel's runtime, resolved but never loaded at run time (decision 042).
fs.copyFileSync(path.join(root, 'next.config.base.mjs'), path.join(standalone, 'next.config.mjs'))
const configUtils = fs.readFileSync(
  path.join(root, 'node_modules', 'next', 'dist', 'server', 'config-utils.js'),
  'utf8',
)
const hook = configUtils.slice(configUtils.indexOf('function loadWebpackHook'))
const resolved = [...new Set([...hook.matchAll(/'(next\/dist\/compiled\/[^']+)'/g)].map((m) => m[1]))]
if (resolved.length === 0) {
  console.error("[standalone] no files found in Next's loadWebpackHook: check next/dist/server/config-utils.js")
  process.exit(1)
}
const requireFromRoot = createRequire(path.join(root, 'package.json'))
for (const request of resolved) copy(path.relative(root, requireFromRoot.resolve(request)))
fs.rmSync(path.join(standalone, 'server.js'), { force: true })
console.log(
  `[standalone] .next/standalone completed: ${server} and the ${fileList.size} files it loads, next.config.mjs, static files, public, migrations (${added} copied)`,
)
