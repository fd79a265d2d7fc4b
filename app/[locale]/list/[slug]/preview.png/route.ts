// GET /list/{slug}/preview.png – the link preview image of a list page (Open Graph and Twitter card, decision 039)
import { DomainError } from '@/lib/errors'
import { handler } from '@/lib/http/handler'
import { t } from '@/lib/i18n'
import { listPreview } from '@/lib/share/preview'
import { previewPng } from '@/lib/share/preview-image'

/**
 * Public, as the list page is. The address's `v` (the content's fingerprint, set by the page's metadata) is not read:
 * the image is always the list's current one, and a changed name is a new address for the crawlers' caches.
 */
export const GET = handler<{ slug: string }>(
  async ({ params }) => {
    const content = await listPreview(params.slug)
    if (!content) throw new DomainError('NOT_FOUND', t('errors.listNotFound'))
    return new Response(new Uint8Array(await previewPng(content)), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
    })
  },
  { rateLimit: 'read' },
)
