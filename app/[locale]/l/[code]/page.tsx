import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { Hourglass } from 'lucide-react'
import { StatusPage } from '@/components/layout/StatusPage'
import { currentActor } from '@/lib/auth'
import { isDomainError } from '@/lib/errors'
import { clientIp, enforceRateLimit } from '@/lib/http/rate-limit'
import { resolveShortLink } from '@/lib/share'
import { pageLocale, redirectInLanguage, type LocaleParams } from '@/lib/i18n/page'

// Decided per request (the client address, the list's state): never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; code: string }> }

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('shareFiles')
  return { title: t('shortLinkTitle'), robots: { index: false, follow: false } }
}

/**
 * The short link /l/{code} of a list's QR code and birth card (decision 039): a temporary redirect (307) to the list's
 * page, which applies the list's own rules (a protected list asks its code there). An unknown code, or the code of a
 * list that is not active for this visitor, is the 404 page. Limited per client like the list search; past the limit
 * a page says how long to wait (a page cannot answer 429).
 */
export default async function ShortLinkPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { code } = await params
  let slug: string
  try {
    await enforceRateLimit('search', clientIp(await headers()))
    slug = await resolveShortLink(code, currentActor)
  } catch (error) {
    if (isDomainError(error) && error.status === 404) notFound()
    if (isDomainError(error) && error.code === 'RATE_LIMITED')
      return <TooMany seconds={Number(error.details?.retryAfter ?? 60)} />
    throw error
  }
  redirectInLanguage(`/list/${slug}`, locale)
}

async function TooMany({ seconds }: { seconds: number }) {
  const t = await getTranslations('shareFiles')
  const te = await getTranslations('errors')
  const tn = await getTranslations('nav')
  return (
    <StatusPage
      picture={
        <span className="grid size-20 place-items-center rounded-full bg-butter text-amber-700" aria-hidden="true">
          <Hourglass className="size-10" />
        </span>
      }
      code={429}
      title={t('tooManyTitle')}
      text={t('tooManyText', { seconds })}
      links={[
        { href: '/site/index', label: te('backHome') },
        { href: '/list/search', label: tn('search') },
      ]}
    />
  )
}
