// GET /list/{slug}/preview.png (and /fr/…) – the link preview image of a list page (Open Graph and Twitter card, decision 039)
import { DomainError } from '@/lib/errors'
import { handler } from '@/lib/http/handler'
import { isLocale, t, withLocale } from '@/lib/i18n'
import { listPreview } from '@/lib/share/preview'
import { previewPng } from '@/lib/share/preview-image'

/**
 * Public, as the list page is. The address's `v` (the content's fingerprint, set by the page's metadata) is not read:
 * the image is always the list's current one, and a changed name is a new address for the crawlers' caches.
 */
export const GET = handler<{ locale: string; slug: string }>(
  async ({ params }) => {
    // In the language of the page it belongs to: /fr/list/{slug}/preview.png is the French page's.
    const content = await withLocale(isLocale(params.locale) ? params.locale : 'nl', () => listPreview(params.slug))
    if (!content) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
    return new Response(new Uint8Array(await previewPng(content)), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
    })
  },
  { rateLimit: 'read' },
)
