// Bundles the production server (server/main.ts and the modules it imports) into dist/server.mjs with esbuild, so
// production runs plain JavaScript without tsx. Packages stay imports (scripts/standalone.mjs traces them).
// Usage: node scripts/build-server.mjs   (npm run build and scripts/start.mjs's build run it)
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')

await build({
  entryPoints: [path.join(root, 'server', 'main.ts')],
  outfile: path.join(root, 'dist', 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log('[build-server] dist/server.mjs')
