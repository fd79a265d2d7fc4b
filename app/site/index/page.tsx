import { HandCoins, Search, Sparkles, Store, UsersRound } from 'lucide-react'
import Image from 'next/image'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/components/ui/Button'

/** The home page (spec §2 /site/index): a hero with the two main actions and how the service works. */
export default async function HomePage() {
  const t = await getTranslations('home')
  const features = [
    { icon: Store, title: t('feature1Title'), text: t('feature1Text'), tone: 'bg-brand-100 text-brand-700' },
    { icon: HandCoins, title: t('feature2Title'), text: t('feature2Text'), tone: 'bg-blush-100 text-blush-700' },
    { icon: UsersRound, title: t('feature3Title'), text: t('feature3Text'), tone: 'bg-sky-pastel text-sky-800' },
  ]

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-blush-50 via-cream to-brand-50/60">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 sm:pt-14 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:pt-20 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
              <Sparkles className="size-4" aria-hidden="true" />
              {t('eyebrow')}
            </p>
            <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl">
              {t('title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-pretty text-stone-600">{t('pitch')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link href="/list/search" className={buttonClass('primary', 'lg')}>
                <Search className="size-5" aria-hidden="true" />
                {t('searchCta')}
              </Link>
              <Link href="/list/tempcreate" className={buttonClass('secondary', 'lg')}>
                {t('createCta')}
              </Link>
            </div>
          </div>
          <div className="relative">
            <div className="absolute -inset-4 -z-10 rounded-[2.5rem] bg-white/50 blur-2xl" aria-hidden="true" />
            <Image
              src="/images/hero.svg"
              alt=""
              width={1200}
              height={500}
              unoptimized
              loading="eager"
              fetchPriority="high"
              className="h-auto w-full rounded-[2rem] shadow-lg ring-1 ring-white/70"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="zo-werkt-het" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
        <h2 id="zo-werkt-het" className="text-center text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t('featuresTitle')}
        </h2>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
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

      <section className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-5 rounded-3xl bg-brand-100/70 px-6 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <h2 className="text-xl font-bold text-brand-900">{t('closingTitle')}</h2>
            <p className="mt-1 text-brand-800">{t('closingText')}</p>
          </div>
          <Link href="/list/search" className={buttonClass('primary', 'md', 'shrink-0')}>
            <Search className="size-5" aria-hidden="true" />
            {t('searchCta')}
          </Link>
        </div>
      </section>
    </>
  )
}
