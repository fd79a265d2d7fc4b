import sanitizeHtml from 'sanitize-html'
import { DomainError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { normalizeText, textProblem, type TextProblem } from '@/lib/text/safe'

// Allow-list for product descriptions (sanitize on write, never render unsanitized HTML; docs/rules.md#gifts).
export const DESCRIPTION_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
  'span',
]

const options: sanitizeHtml.IOptions = {
  allowedTags: DESCRIPTION_TAGS,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
}

/** Descriptions hold line breaks and tabs: the text rules' multi-line variant. */
const MULTILINE = { multiline: true }

/**
 * A numeric character reference the HTML parser turns into U+FFFD: to a surrogate, to 0 or beyond U+10FFFF, with or
 * without its ';' (the parser accepts both). `&#xD800;` is the HTML spelling of the lone surrogate a JSON body cannot
 * bring past `safeText` any more; it must be refused as that is, not stored as '�'.
 */
const REPLACED_REFERENCE = /&#(?:[xX]0*([0-9a-fA-F]{1,8})|0*(\d{1,10}))/g

function hasReplacedReference(html: string): boolean {
  for (const [, hex, decimal] of html.matchAll(REPLACED_REFERENCE)) {
    const code = hex !== undefined ? parseInt(hex, 16) : Number(decimal)
    // Longer numbers match only their first 8 (10) digits, which are then beyond U+10FFFF too.
    if (code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return true
  }
  return false
}

/** A tag as sanitize-html writes it: attribute values are quoted with '"', '<' and '>' in them escaped. */
const TAG = /<\/?([a-z0-9]+)[^>]*>/g
/** Tags inside a line of text: marks on both sides of one can land on the same letter. The others start a new line. */
const INLINE_TAGS = new Set(['strong', 'b', 'em', 'i', 'u', 'a', 'span'])
/** The text a reader sees, for counting marks: inline tags left out, the others as a line break. */
const visibleText = (html: string) => html.replace(TAG, (_, name: string) => (INLINE_TAGS.has(name) ? '' : '\n'))

/** Why a description was refused: a DomainError as any other, with the text rule it broke for the catalog import. */
export class DescriptionTextError extends DomainError {
  constructor(public readonly problem: TextProblem) {
    const message = t(problem === 'tooManyMarks' ? 'validation.tooManyMarks' : 'validation.invalidCharacter')
    super('VALIDATION', message, { fields: { description: message } })
  }
}

/**
 * A product description through the allow-list, then through the text rules (docs/rules.md#texts, decision 024), which the
 * form's and API's `safeText` could not apply: sanitize-html decodes character references, so `&#x202E;`, a run of
 * `&#x301;` or `&#x1;` only become characters here. Direction controls and the BOM are stripped (in text and in
 * attribute values), line ends become '\n', the HTML is stored in NFC; a control character, a reference the parser
 * would turn into U+FFFD (a surrogate, 0, beyond U+10FFFF) or more than 4 combining marks on one letter is refused.
 * Marks are counted over the text without its inline tags, so marks spread over `<span>`s cannot pile up on one letter.
 * @param html HTML (or the paragraphs `descriptionToHtml` made of typed text).
 * @returns `{ value }` with the safe HTML to store ('' stays ''), or `{ problem }` as `textProblem` names it.
 */
export function cleanDescription(
  html: string,
): { value: string; problem?: undefined } | { problem: TextProblem; value?: undefined } {
  if (hasReplacedReference(html)) return { problem: 'invalidCharacter' }
  const sanitized = sanitizeHtml(html, options)
  const problem =
    textProblem(normalizeText(sanitized, MULTILINE), MULTILINE) ??
    textProblem(normalizeText(visibleText(sanitized), MULTILINE), MULTILINE)
  if (problem) return { problem }
  // NFC would join a tag's '>' and a combining long solidus overlay (U+0338) that starts the text after it into '≯',
  // breaking the tag; written as a reference, the mark is shown the same and the markup stays whole. (Text holds no
  // raw '>' or '<': sanitize-html escapes them, so only a tag's '>' can be followed by it.)
  return { value: normalizeText(sanitized.replace(/>\u0338/g, '>&#x338;'), MULTILINE) }
}

/**
 * Sanitizes a product description (HTML in, safe HTML out) with the `sanitize-html` allow-list above and the text
 * rules (`cleanDescription`).
 * @throws DescriptionTextError, a DomainError VALIDATION (422) on the field `description` with the message
 *   `safeText` gives for the same problem ('Dit veld bevat een ongeldig teken.', 'Dit veld heeft te veel accenttekens
 *   na elkaar.'), as parseInput reports a field: the REST answer's `details.fields`, the product form's field error.
 */
export function sanitizeDescription(html: string): string {
  const result = cleanDescription(html)
  if (result.problem === undefined) return result.value
  throw new DescriptionTextError(result.problem)
}
