import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import messages from '@/messages/nl.json'
import { SECTION_NAMESPACES, SERVER_ONLY_NAMESPACES, clientMessages } from './client-messages'

/** Every .ts/.tsx file under these folders of the project. */
function sources(...dirs: string[]): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full)
    }
  }
  dirs.forEach((dir) => walk(path.join(process.cwd(), dir)))
  return files
}

describe('clientMessages', () => {
  it('leaves out only the server-only namespaces in a section, and the section namespaces too at the root', () => {
    const client = clientMessages(messages, 'section')
    for (const namespace of SERVER_ONLY_NAMESPACES) expect(client).not.toHaveProperty(namespace)
    for (const namespace of Object.keys(messages).filter(
      (n) => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(n),
    )) {
      expect(client).toHaveProperty(namespace)
    }
    expect(Object.keys(messages)).toEqual(expect.arrayContaining([...SERVER_ONLY_NAMESPACES, ...SECTION_NAMESPACES]))
    const root = clientMessages(messages)
    expect(Object.keys(root).sort()).toEqual(
      Object.keys(client)
        .filter((n) => !(SECTION_NAMESPACES as readonly string[]).includes(n))
        .sort(),
    )
  })

  it('sends a section namespace to every page whose components read it (no page outside a section reaches one)', () => {
    const files = sources('app', 'components', 'lib')
    const text = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]))
    const resolve = (from: string, spec: string) => {
      const base = spec.startsWith('@/')
        ? path.join(process.cwd(), spec.slice(2))
        : path.resolve(path.dirname(from), spec)
      return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => text.has(file))
    }
    const imports = (file: string) =>
      [...text.get(file)!.matchAll(/(?:from|import)\s*\(?\s*['"]((?:@\/|\.)[^'"]+)['"]/g)].flatMap(
        (m) => resolve(file, m[1]) ?? [],
      )
    // A section: the folder of a layout that renders SectionTexts.
    const sections = files
      .filter((f) => /[/\\]layout\.tsx$/.test(f) && text.get(f)!.includes('<SectionTexts>'))
      .map((f) => path.dirname(f) + path.sep)
    expect(sections.length).toBeGreaterThanOrEqual(5)
    const entries = files.filter(
      (f) =>
        /[/\\]app[/\\](?:.*[/\\])?(page|layout|error|not-found|forbidden)\.tsx$/.test(f) &&
        !sections.some((s) => f.startsWith(s)),
    )
    const reads = (file: string) =>
      [...text.get(file)!.matchAll(/useTranslations\(\s*['"`](\w+)/g)]
        .map((m) => m[1])
        .filter((n) => (SECTION_NAMESPACES as readonly string[]).includes(n))
    const found: string[] = []
    for (const entry of entries) {
      const seen = new Set<string>()
      const stack = [entry]
      while (stack.length) {
        const file = stack.pop()!
        if (seen.has(file)) continue
        seen.add(file)
        for (const namespace of reads(file))
          found.push(
            `${path.relative(process.cwd(), entry)} reaches ${path.relative(process.cwd(), file)} (${namespace})`,
          )
        stack.push(...imports(file))
      }
    }
    expect(entries.length).toBeGreaterThan(10)
    expect(found).toEqual([])
  })

  it('drops no namespace that a component reads with useTranslations (it would show keys in the browser)', () => {
    const used = new Set<string>()
    for (const file of sources('app', 'components')) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*['"`]([\w.]+)['"`]\s*\)/g))
        used.add(match[1].split('.')[0])
    }
    expect(used.size).toBeGreaterThan(10)
    expect(SERVER_ONLY_NAMESPACES.filter((namespace) => used.has(namespace))).toEqual([])
  })
})
