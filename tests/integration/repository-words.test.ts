// Words that stay true: the sources cite no issue numbers and no paragraphs or notes of documents outside the
// repository. A rule is written down in docs/rules.md, history and figures in docs/decisions/ (decision 049).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')

/** Folders and root files whose text is checked. */
const SOURCES = [
  'app',
  'components',
  'lib',
  'server',
  'tests',
  'scripts',
  'bench',
  'prisma',
  'types',
  'i18n',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.js',
  'playwright.config.ts',
  'vitest.config.ts',
  'vitest.multi.config.ts',
  'prisma.config.ts',
]

/** Not checked: generated code, and applied migrations, whose bytes the migration runner records as a checksum. */
const SKIPPED = ['lib/generated/', 'prisma/migrations/']

const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|mts|cts|css|prisma)$/

/** What a source must not cite: an issue number, a paragraph (the section sign), or the spec's and design notes' files. */
const CITATIONS: { what: string; pattern: RegExp }[] = [
  { what: 'an issue number', pattern: /\bissues? #?\d+/i },
  { what: 'a paragraph of a document outside the repository', pattern: /\u00a7/ },
  { what: 'a document outside the repository', pattern: /\b(?:spec|design)\.md\b/ },
]

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return EXTENSIONS.test(entry) ? [entry] : []
  const files: string[] = []
  for (const item of fs.readdirSync(full, { withFileTypes: true })) {
    const relative = `${entry}/${item.name}`
    if (item.name === 'node_modules' || SKIPPED.some((skip) => `${relative}/`.startsWith(skip))) continue
    if (item.isDirectory()) files.push(...sourceFiles(relative))
    else if (EXTENSIONS.test(item.name)) files.push(relative)
  }
  return files
}

/** Every line of the sources that cites something the repository does not hold, as `path:line: text`. */
function citations(): string[] {
  const found: string[] = []
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')
    lines.forEach((line, index) => {
      const hit = CITATIONS.find(({ pattern }) => pattern.test(line))
      if (hit) found.push(`${file}:${index + 1}: ${hit.what}: ${line.trim().slice(0, 160)}`)
    })
  }
  return found
}

describe('the words of the sources', () => {
  it('finds the sources it checks', () => {
    const files = SOURCES.flatMap(sourceFiles)
    expect(files).toContain('lib/orders/index.ts')
    expect(files).toContain('tests/integration/repository-words.test.ts')
    expect(files.some((file) => file.startsWith('prisma/migrations/'))).toBe(false)
  })

  it('recognises each kind of citation', () => {
    const cites = (line: string) => CITATIONS.some(({ pattern }) => pattern.test(line))
    // Built from parts, so that this file does not cite anything itself.
    expect(cites('// Body limits (issue ' + '8, decision 021).')).toBe(true)
    expect(cites(' * The cart rules of spec \u00a74.')).toBe(true)
    expect(cites('// See design' + '.md, "Domain rules".')).toBe(true)
    expect(cites('// The cart rules (docs/rules.md#cart; decision 019).')).toBe(false)
  })

  it('cite no issue numbers, spec paragraphs or design notes: rules are in docs/rules.md, history in docs/decisions', () => {
    const found = citations()
    expect(found, `Say the rule instead, or point to docs/rules.md or docs/decisions/:\n${found.join('\n')}`).toEqual(
      [],
    )
  })
})
