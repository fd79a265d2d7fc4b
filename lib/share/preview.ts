import 'server-only'
import { createHash } from 'node:crypto'
import type { Metadata } from 'next'
import { getDb } from '@/lib/db'
import { currentLocale, t } from '@/lib/i18n'
import { pageUrl } from '@/lib/mail/html'
import type { ListVisibility } from '@/lib/generated/prisma/enums'
import { childName, parentFirstNames, type ListNames } from '@/lib/lists/display'
import { dateLabel } from '@/lib/lists/date-label'
import { previewShowsNames } from '@/lib/lists/visibility'

// The link preview of a public list page (decision 039): the Open Graph image WhatsApp, Facebook, Signal or an
// e-mail client shows when the list's address is pasted, made with Next's ImageResponse in the site's look (its
// colours, Inter). It says the baby's name, the parents' first names and the date; never an IBAN or a giver. A
// protected list's preview names nobody (`previewShowsNames`): its page is the same for every visitor, code or not.

/** The image's size: what Open Graph and Twitter's large card expect. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const

/** What the preview says; null fields are left out. The same content always gives the same image. */
export interface PreviewContent {
  eyebrow: string
  title: string
  /** 'Kindje van Sofie en Jonas', or a protected list's explanation. */
  subtitle: string | null
  /** 'Geboren op 14 oktober 2026' or 'Verwacht op …'. */
  date: string | null
  brand: string
}

/** What the preview reads of a list. */
export type PreviewList = ListNames & { birthDate: string; visibility: ListVisibility }

/**
 * The preview's content for `list`: the child's name (`childName`), the parents' first names when the child has a
 * first name (else the name already says them), the date as the list page says it.
 */
export function previewContent(list: PreviewList): PreviewContent {
  const brand = t('layout.brand')
  if (!previewShowsNames(list))
    return {
      eyebrow: t('list.eyebrow'),
      title: t('shareFiles.previewProtectedTitle'),
      subtitle: t('shareFiles.previewProtectedText'),
      date: null,
      brand,
    }
  return {
    eyebrow: t('list.eyebrow'),
    title: childName(list),
    subtitle: list.firstName.trim() ? t('list.parents', { parents: parentFirstNames(list) }) : null,
    date: dateLabel(list.birthDate).text,
    brand,
  }
}

/** A short fingerprint of the content: the image's address carries it, so a changed name is a new image for every cache. */
export function previewVersion(content: PreviewContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 12)
}

/**
 * The preview content of the list with this slug, or null when there is none. Reads only what the preview shows.
 */
export async function listPreview(slug: string): Promise<PreviewContent | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) return null
  const prisma = await getDb()
  const list = await prisma.list.findUnique({
    where: { url: slug },
    select: {
      firstName: true,
      lastName: true,
      parent1FirstName: true,
      parent2FirstName: true,
      birthDate: true,
      visibility: true,
    },
  })
  return list && previewContent({ ...list, birthDate: list.birthDate.toISOString().slice(0, 10) })
}

/**
 * The Open Graph and Twitter card metadata of a list page: the title with the child's name, a description without
 * the IBAN or anyone's last name, and the preview image at an address that carries the content's fingerprint (so
 * WhatsApp and Facebook, which keep an image per address, show a new name at once). A protected list names nobody.
 * In the language under way (`withLocale`: the page's). Pure: reads only `list`, so the cached page stays one document
 * and costs no extra query.
 */
export function previewMetadata(list: PreviewList, slug: string): Pick<Metadata, 'openGraph' | 'twitter'> {
  const content = previewContent(list)
  const brand = t('layout.brand')
  const named = previewShowsNames(list)
  const title = named ? t('list.metaTitle', { child: content.title }) : content.title
  const description = named
    ? t('shareFiles.ogDescription', { child: content.title })
    : t('shareFiles.previewProtectedText')
  const image = {
    url: pageUrl(`/list/${slug}/preview.png?v=${previewVersion(content)}`),
    ...PREVIEW_SIZE,
    alt: t('shareFiles.previewAlt', { title, brand }),
    type: 'image/png',
  }
  return {
    openGraph: {
      type: 'website',
      locale: currentLocale() === 'fr' ? 'fr_BE' : 'nl_BE',
      siteName: brand,
      url: pageUrl(`/list/${slug}`),
      title,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
  }
}
