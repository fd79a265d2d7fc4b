import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import messages from '@/messages/nl.json'
import { SERVER_ONLY_NAMESPACES, clientMessages } from './client-messages'

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
  it('leaves out only the server-only namespaces, and keeps every other one', () => {
    const client = clientMessages(messages)
    for (const namespace of SERVER_ONLY_NAMESPACES) expect(client).not.toHaveProperty(namespace)
    for (const namespace of Object.keys(messages).filter((n) => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(n))) {
      expect(client).toHaveProperty(namespace)
    }
    expect(Object.keys(messages)).toEqual(expect.arrayContaining([...SERVER_ONLY_NAMESPACES]))
  })

  it('drops no namespace that a component reads with useTranslations (it would show keys in the browser)', () => {
    const used = new Set<string>()
    for (const file of sources('app', 'components')) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*['"`]([\w.]+)['"`]\s*\)/g)) used.add(match[1].split('.')[0])
    }
    expect(used.size).toBeGreaterThan(10)
    expect(SERVER_ONLY_NAMESPACES.filter((namespace) => used.has(namespace))).toEqual([])
  })
})
