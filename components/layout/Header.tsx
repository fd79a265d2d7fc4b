import Image from 'next/image'
import { getTranslations } from 'next-intl/server'
import { CartButton } from '@/components/cart/CartButton'
import { LocaleSwitch } from '@/components/i18n/LocaleSwitch'
import { MobileMenu } from './MobileMenu'
import { SiteNav } from './SiteNav'
import { IntentLink } from './IntentLink'

/**
 * The header on every page: logo and brand name (to the home page), the site navigation on wide
 * screens where it belongs, the 'NL | FR' switch (in the menu on phones), the cart button and the menu button that
 * opens the sidebar.
 * A server component: only the navigation, cart and menu are client islands.
 */
export async function Header() {
  const t = await getTranslations('layout')
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100/80 bg-cream/90 backdrop-blur supports-[backdrop-filter]:bg-cream/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <IntentLink
          href="/site/index"
          aria-label={t('homeLink')}
          className="flex shrink-0 items-center gap-2.5 rounded-full pr-2 text-stone-900"
        >
          <Image src="/images/logo.svg" alt="" width={40} height={40} unoptimized className="size-10" />
          <span className="text-lg font-bold tracking-tight">{t('brand')}</span>
        </IntentLink>
        <div className="ml-auto flex items-center gap-2">
          <SiteNav className="mr-2 hidden md:block" />
          <LocaleSwitch className="hidden sm:block" />
          <CartButton />
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
