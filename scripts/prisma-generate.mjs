// `prisma generate` without Prisma's native schema engine, which cannot be downloaded on every machine:
// generate never runs the engine, it only checks that the file exists (decision 001).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = { ...process.env }
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = fileURLToPath(import.meta.url)
const bin = path.join(root, 'node_modules', 'prisma', 'build', 'index.js')
if (!fs.existsSync(bin)) {
  console.error('prisma CLI not installed; run npm install')
  process.exit(1)
}
const r = spawnSync(process.execPath, [bin, 'generate'], { cwd: root, env, stdio: 'inherit' })
process.exit(r.status ?? 1)
