import { ExternalLink, Store } from 'lucide-react'
import { useTranslations } from 'next-intl'
import clsx from 'clsx'
import { shopLink } from '@/lib/products/shop-link'

type Product = Parameters<typeof shopLink>[0]

/**
 * The shop of a gift in the drawer, the checkout and the confirmation (see {@link shopLink}): 'Bekijk bij {shop}'
 * for a partner's link, the shop's name with 'Bekijk in de webshop' for the product's own page, else
 * 'Te koop bij {shop}'. Links open in a new tab and say so to screen readers. Renders nothing for a cash-only gift.
 */
export function ShopLinkText({
  product,
  icon = false,
  className,
}: {
  product: Product
  icon?: boolean
  className?: string
}) {
  const t = useTranslations('shop')
  const link = shopLink(product)
  if (!link) return null
  const anchor = (text: string, sponsored: boolean, href: string) => (
    <a
      href={href}
      target="_blank"
      rel={sponsored ? 'noopener sponsored' : 'noopener noreferrer'}
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {text}
      <ExternalLink aria-hidden="true" className="h-3 w-3 shrink-0" />
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  )
  return (
    <span className={clsx('inline-flex flex-wrap items-center gap-x-1.5', className)}>
      {icon && <Store aria-hidden="true" className="h-4 w-4 text-stone-400" />}
      {link.kind === 'affiliate' ? (
        anchor(link.shopName ? t('viewAt', { shop: link.shopName }) : t('viewInShop'), true, link.href)
      ) : link.kind === 'product' ? (
        <>
          {link.shopName && <span>{t('at', { shop: link.shopName })}</span>}
          {anchor(t('viewInShop'), false, link.href)}
        </>
      ) : (
        <span>{t('at', { shop: link.shopName })}</span>
      )}
    </span>
  )
}
