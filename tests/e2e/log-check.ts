// Runs after the last spec (playwright.config.ts globalTeardown; docs/rules.md#privacy: no personal data in logs): the e2e server
// wrote everything it printed to .data/e2e/server.log (scripts/e2e-server.mjs). The log must not hold any giver's name
// or e-mail address of the demo seed or the specs, nor any IBAN. The givers are read from the sources themselves
// (every `name: '…', email: '…'` pair of prisma/demo.ts and the specs), so a new spec's giver is checked too.
import fs from 'node:fs'
import path from 'node:path'
import { electronicFormatIBAN, isValidIBAN } from 'ibantools'

const root = path.resolve(import.meta.dirname, '..', '..')
const LOG = path.resolve(process.env.E2E_DATA_DIR ?? path.join(root, '.data', 'e2e'), 'server.log')

/** Givers the specs type into the checkout field by field rather than as one object. */
const TYPED_GIVERS = [
  { name: 'Marie Claes', email: 'marie.claes@example.be' }, // journey.spec.ts
  { name: 'Opa Jos', email: 'opa.jos.${RUN}@example.be' }, // phone.spec.ts
  { name: 'Lotte Jacobs', email: 'lotte.jacobs@example.be' }, // site.spec.ts, the contact form
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A source literal as a pattern: a `${…}` of a template literal (a run id) matches any word. */
const literal = (text: string) => escape(text).replace(/\\\$\\\{[^}]*\\\}/g, '[A-Za-z0-9_.-]+')

function sources(): string[] {
  const files = [path.join(root, 'prisma', 'demo.ts')]
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.ts$/.test(entry.name) && file !== import.meta.filename) files.push(file)
    }
  }
  walk(path.join(root, 'tests', 'e2e'))
  return files.map((file) => fs.readFileSync(file, 'utf8'))
}

/** Every giver name and e-mail address of the seed and the specs, as patterns. */
export function personalPatterns(): { label: string; pattern: RegExp }[] {
  const pairs = [...TYPED_GIVERS]
  for (const text of sources()) {
    for (const m of text.matchAll(/name: ['`]([^'`]+)['`],\s*email: ['`]([^'`]+@[^'`]+)['`]/g))
      pairs.push({ name: m[1], email: m[2] })
  }
  const out = new Map<string, RegExp>()
  for (const { name, email } of pairs) {
    out.set(name, new RegExp(`\\b${literal(name)}\\b`))
    out.set(email, new RegExp(literal(email), 'i'))
  }
  return [...out].map(([label, pattern]) => ({ label, pattern }))
}

/** IBANs in a text: the stored form and the grouped form, each checked by its mod-97 so ids and hashes do not count. */
export function ibansIn(text: string): string[] {
  const candidates = text.match(/\b[A-Z]{2}\d{2}(?:[A-Z0-9]{10,30}|(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,3})?)\b/g) ?? []
  return candidates.filter((candidate) => isValidIBAN(electronicFormatIBAN(candidate) ?? ''))
}

export default async function checkServerLog(): Promise<void> {
  if (!fs.existsSync(LOG)) {
    throw new Error(
      `No server log at ${LOG}: the e2e server is started by scripts/e2e-server.mjs, which writes it. A server reused from elsewhere has none: stop it and run again.`,
    )
  }
  const lines = fs.readFileSync(LOG, 'utf8').split('\n')
  const patterns = personalPatterns()
  const found: string[] = []
  lines.forEach((line, index) => {
    for (const { label, pattern } of patterns) if (pattern.test(line)) found.push(`line ${index + 1}: ${label}`)
    for (const iban of ibansIn(line)) found.push(`line ${index + 1}: IBAN ${iban}`)
  })
  if (found.length) {
    throw new Error(`The e2e server log (${LOG}) holds personal data:\n${found.slice(0, 30).join('\n')}`)
  }
  console.log(
    `[log-check] ${LOG}: ${lines.length} lines, no giver's name or e-mail address (${patterns.length} checked), no IBAN`,
  )
}
