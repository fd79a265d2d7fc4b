import { HandCoins, QrCode, Search, Sparkles, Store, UsersRound } from 'lucide-react'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { HomeCarousel, type Slide } from '@/components/site/HomeCarousel'
import { PartnerBanner } from '@/components/site/PartnerBanner'
import { buttonClass } from '@/components/ui/Button'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

// Prerendered, and regenerated at most once a minute after a visit: the partner banner follows the month and
// INSURANCE_URL is read at run time, without making the page dynamic (decision 014).
export const revalidate = 60

/**
 * The home page (docs/rules.md#site-pages): the title, the carousel with its two slides (create a list, find a
 * list), the feature blocks, the partner banner and a last way into searching and creating a list.
 */
export default async function HomePage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  const t = await getTranslations('home')
  const slides: Slide[] = [
    {
      eyebrow: t('slide1Eyebrow'),
      title: t('slide1Title'),
      text: t('slide1Text'),
      cta: { href: '/list/tempcreate', label: t('createCta') },
      image: { src: '/images/slide-create.svg', alt: t('slide1Alt'), width: 960, height: 720 },
      tone: 'bg-blush-50',
    },
    {
      eyebrow: t('slide2Eyebrow'),
      title: t('slide2Title'),
      text: t('slide2Text'),
      cta: { href: '/list/search', label: t('searchCta') },
      image: { src: '/images/slide-search.svg', alt: t('slide2Alt'), width: 960, height: 720 },
      tone: 'bg-[#eef6fc]',
    },
  ]
  const features = [
    { icon: Store, title: t('feature1Title'), text: t('feature1Text'), tone: 'bg-brand-100 text-brand-700' },
    { icon: HandCoins, title: t('feature2Title'), text: t('feature2Text'), tone: 'bg-blush-100 text-blush-700' },
    { icon: UsersRound, title: t('feature3Title'), text: t('feature3Text'), tone: 'bg-sky-pastel text-sky-800' },
    { icon: QrCode, title: t('feature4Title'), text: t('feature4Text'), tone: 'bg-butter text-amber-800' },
  ]

  return (
    <>
      <section className="bg-gradient-to-b from-blush-50 via-cream to-brand-50/60">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12 lg:pb-16">
          <div className="mb-6 flex flex-col gap-3 sm:mb-8 md:flex-row md:items-end md:justify-between">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
                <Sparkles className="size-4" aria-hidden="true" />
                {t('eyebrow')}
              </p>
              <h1 className="mt-4 max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl">
                {t('title')}
              </h1>
            </div>
            <Link href="/list/search" className={buttonClass('secondary', 'md', 'shrink-0 self-start md:self-auto')}>
              <Search className="size-5" aria-hidden="true" />
              {t('searchCta')}
            </Link>
          </div>
          <HomeCarousel slides={slides} />
        </div>
      </section>

      <section aria-labelledby="zo-werkt-het" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
        <h2 id="zo-werkt-het" className="text-center text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t('featuresTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-pretty text-stone-600">{t('featuresIntro')}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text, tone }) => (
            <li key={title} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-100">
              <span className={`grid size-12 place-items-center rounded-2xl ${tone}`} aria-hidden="true">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <PartnerBanner />

      <section className="mx-auto mt-14 max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-5 rounded-3xl bg-brand-100/70 px-6 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <h2 className="text-xl font-bold text-brand-900">{t('closingTitle')}</h2>
            <p className="mt-1 text-brand-800">{t('closingText')}</p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <Link href="/list/search" className={buttonClass('primary', 'md')}>
              <Search className="size-5" aria-hidden="true" />
              {t('searchCta')}
            </Link>
            <Link href="/list/tempcreate" className={buttonClass('secondary', 'md')}>
              {t('createCta')}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
