import { ExternalLink } from 'lucide-react'
import Image from 'next/image'
import { getTranslations } from 'next-intl/server'
import { bannerVariant, insuranceUrl } from '@/lib/site/partner'

const images = {
  even: '/images/partner-even.svg',
  odd: '/images/partner-odd.svg',
} as const

/**
 * The partner banner of the home page (docs/rules.md#site-pages): one image and text in even months, another in odd months (in
 * Belgian time), and the link to the partner's baby-insurance onboarding page (`INSURANCE_URL`), opening in a new
 * tab. Rendered on the server when the page is (re)generated: the home page revalidates every minute (decision 014).
 */
export async function PartnerBanner({ now = new Date() }: { now?: Date }) {
  const t = await getTranslations('home')
  const variant = bannerVariant(now)
  const key = variant === 'even' ? 'partnerEven' : 'partnerOdd'
  return (
    <section aria-labelledby="partner-title" data-banner={variant} className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="grid items-center overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-100 md:grid-cols-[1fr_1.2fr]">
        <Image
          src={images[variant]}
          alt={t(`${key}Alt`)}
          width={640}
          height={400}
          unoptimized
          className="h-full w-full object-cover"
        />
        <div className="p-6 sm:p-10">
          <p className="text-sm font-semibold text-blush-700">{t('partnerEyebrow')}</p>
          <h2 id="partner-title" className="mt-2 text-2xl font-bold tracking-tight text-balance text-stone-900">
            {t(`${key}Title`)}
          </h2>
          <p className="mt-3 leading-relaxed text-stone-600">{t(`${key}Text`)}</p>
          <a
            href={insuranceUrl()}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full bg-blush-600 px-5 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-blush-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('partnerLink')}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('newTab')}</span>
          </a>
        </div>
      </div>
    </section>
  )
}
