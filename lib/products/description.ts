import { DESCRIPTION_TAGS, sanitizeDescription } from './sanitize'

/**
 * Product descriptions are stored as sanitized HTML. Parents type plain text in the form, API clients
 * and the product finder may send HTML: these two functions turn the one into the other and back, so a parent
 * editing a description sees the text they typed, not markup.
 */

// Input is HTML when it holds a tag of the allow-list (<p>, </b>, <a href="…">); '<3 jaar', 'a < b' or a typed
// '<script>' are text, shown as typed.
const TAG = new RegExp(`<\\/?(?:${DESCRIPTION_TAGS.join('|')})(?:\\s[^<>]*)?\\/?>`, 'i')

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The description to store (sanitized on write with the allow-list the list page trusts).
 * @param input what the parent or API client sent: HTML when it holds a tag of the allow-list, else plain text.
 * @returns sanitized HTML: plain text becomes paragraphs (a blank line starts one) with line breaks (`<br />`);
 *   HTML is passed through `sanitizeDescription` (scripts, styles, event handlers and unknown tags removed). '' stays ''.
 */
export function descriptionToHtml(input: string): string {
  const text = input.replace(/\r\n?/g, '\n').trim()
  if (!text) return ''
  if (TAG.test(text)) return sanitizeDescription(text)
  const paragraphs = text
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => `<p>${escapeText(paragraph.trim()).replace(/[ \t]*\n[ \t]*/g, '<br />')}</p>`)
  return sanitizeDescription(paragraphs.join(''))
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/**
 * A stored description as the plain text to edit, when it only holds paragraphs and line breaks (what
 * `descriptionToHtml` makes of typed text); null when it holds other markup, which the form then shows as HTML.
 * @param html sanitized HTML.
 * @returns the text: paragraphs separated by a blank line, `<br>` as a line break, entities decoded.
 */
export function descriptionToText(html: string): string | null {
  if (!html) return ''
  // Sanitized HTML escapes '<' and '>' in text, so any left after removing <p> and <br> belongs to another tag.
  if (/[<>]/.test(html.replace(/<\/?p>|<br\s*\/?>/gi, ''))) return null
  const text = html
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?p>/gi, '')
  return decodeEntities(text).trim()
}
