import sanitizeHtml from 'sanitize-html'

// Allow-list for product descriptions (design.md: sanitize on write, never render unsanitized HTML).
export const DESCRIPTION_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'span']

const options: sanitizeHtml.IOptions = {
  allowedTags: DESCRIPTION_TAGS,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
}

/** Sanitizes a product description (HTML in, safe HTML out) with the `sanitize-html` allow-list above. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options).trim()
}
