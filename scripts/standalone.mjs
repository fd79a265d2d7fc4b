// After `next build` (next.config.js: output 'standalone'): completes .next/standalone into the folder the container
// image runs (Dockerfile, docs/deploy.md). Next traces the files its pages, route handlers and instrumentation need
// into .next/standalone with a minimal node_modules, and writes its own `server.js`; it does not know our production
// server (scripts/server.mjs: the client address, security headers, prepared bodies, JSON logs, graceful stop), nor
// the browser's static files. This adds, traced by @vercel/nft (the tracer Next itself is built on):
// - scripts/server.mjs and every file it loads (compression, pino, …), at the same relative paths;
// - .next/static and public, which Next leaves out of the standalone folder (a CDN may serve them);
// - prisma/migrations, applied at start-up under the advisory lock (lib/db/migrate.ts).
// Next's own server.js is removed: the image runs `node scripts/server.mjs`, which reads Next's configuration from
// .next/required-server-files.json there (no next.config.js, no next-intl plugin at run time).
// Usage: node scripts/standalone.mjs   (the Dockerfile runs it after `next build`)
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { nodeFileTrace } from '@vercel/nft'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const standalone = path.join(root, '.next', 'standalone')

if (!fs.existsSync(path.join(standalone, '.next', 'required-server-files.json'))) {
  console.error('[standalone] no .next/standalone: run `next build` with output: "standalone" (next.config.js) first')
  process.exit(1)
}

// Next itself is left to Next's own trace (next-server.js.nft.json): followed from our import, the tracer takes the
// whole package, its development runtimes and next.config.js included, which would double the image.
const { fileList } = await nodeFileTrace([path.join(root, 'scripts', 'server.mjs')], {
  base: root,
  processCwd: root,
  ignore: (file) => file.startsWith('node_modules/next/') || file === 'next.config.js',
})

let added = 0
/** Copies `relative` (a file or a folder) from the project into the standalone folder, keeping its place. */
function copy(relative) {
  const from = path.join(root, relative)
  const to = path.join(standalone, relative)
  const stat = fs.lstatSync(from)
  if (stat.isDirectory()) {
    fs.cpSync(from, to, { recursive: true, force: true })
    added++
    return
  }
  // Overwritten when present: a run after editing scripts/server.mjs (without a new build) refreshes it.
  fs.mkdirSync(path.dirname(to), { recursive: true })
  // A symlink in node_modules (workspace links, .bin) is copied as the file it points to.
  fs.copyFileSync(fs.realpathSync(from), to)
  added++
}

for (const file of [...fileList].sort()) {
  const full = path.join(root, file)
  // Folders in the list are the packages' own; their files are listed one by one.
  if (fs.statSync(full, { throwIfNoEntry: false })?.isFile()) copy(file)
}
for (const folder of [path.join('.next', 'static'), 'public', path.join('prisma', 'migrations')]) copy(folder)
fs.rmSync(path.join(standalone, 'server.js'), { force: true })
console.log(`[standalone] .next/standalone completed: scripts/server.mjs and the ${fileList.size} files it loads, static files, public, migrations (${added} copied)`)
