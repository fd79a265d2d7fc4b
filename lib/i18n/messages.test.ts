import { describe, expect, it } from 'vitest'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import nl from '@/messages/nl.json'
import fr from '@/messages/fr.json'

type Tree = { [key: string]: string | Tree }

/** Every message of a tree by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

/**
 * What a message needs from the code, as ICU MessageFormat reads it: its arguments with their kind (plain, number,
 * date, plural, select) and its rich-text tags. Plural and select options may differ per language (French has no
 * `=0` where Dutch does); their arguments may not.
 */
function placeholders(message: string): string[] {
  const found = new Set<string>()
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument) found.add(`{${el.value}}`)
      else if (el.type === TYPE.number) found.add(`{${el.value}, number}`)
      else if (el.type === TYPE.date || el.type === TYPE.time) found.add(`{${el.value}, date}`)
      else if (el.type === TYPE.plural || el.type === TYPE.select) {
        found.add(`{${el.value}, ${el.type === TYPE.plural ? 'plural' : 'select'}}`)
        for (const option of Object.values(el.options)) walk(option.value)
      } else if (el.type === TYPE.tag) {
        found.add(`<${el.value}>`)
        walk(el.children)
      }
    }
  }
  walk(parse(message))
  return [...found].sort()
}

const dutch = flatten(nl as Tree)
const french = flatten(fr as Tree)

describe('messages/fr.json beside messages/nl.json', () => {
  it('has the same keys', () => {
    expect(
      [...french.keys()].filter((key) => !dutch.has(key)),
      'keys only in fr.json',
    ).toEqual([])
    expect(
      [...dutch.keys()].filter((key) => !french.has(key)),
      'keys only in nl.json',
    ).toEqual([])
  })

  it('asks the same placeholders and tags of the code in every message', () => {
    const differ = [...dutch].flatMap(([key, message]) => {
      const other = french.get(key)
      if (other === undefined) return []
      const [a, b] = [placeholders(message), placeholders(other)]
      return a.join(' ') === b.join(' ') ? [] : [`${key}: nl ${a.join(' ')} / fr ${b.join(' ')}`]
    })
    expect(differ).toEqual([])
  })

  it('writes French apostrophes as ’, which ICU does not read as a quote', () => {
    // An ASCII apostrophe before a letter is French text that ICU would keep; one before { < # quotes syntax on purpose.
    const ascii = [...french].filter(([, message]) => /[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/.test(message)).map(([key]) => key)
    expect(ascii).toEqual([])
  })
})
