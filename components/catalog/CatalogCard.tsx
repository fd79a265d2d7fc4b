'use client'

import { Check, ExternalLink, Plus } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { ProductImage } from '@/components/cart/ProductImage'
import { Button } from '@/components/ui/Button'
import { formatEuro } from '@/lib/money'
import type { CatalogOffer, CatalogResult } from '@/lib/catalog/types'

interface Props {
  product: CatalogResult
  /** The offer being added, if any. */
  adding: number | null
  /** Another add is on its way: every add button waits for it. */
  busy: boolean
  onAdd(offer: CatalogOffer): void
}

/**
 * One product of the finder (decision 055): image, title, its lowest price and the shop that asks it, 'Toevoegen' for
 * that offer, and with more shops a disclosure listing each shop's price, link and own add button. Side by side on a
 * phone (image left), so that a screen shows three or more results; a tile from the small breakpoint up. The 'Staat
 * op je lijst' ribbon and no add buttons when the list has one of its offers already.
 */
export function CatalogCard({ product, adding, busy, onAdd }: Props) {
  const locale = useLocale()
  const t = useTranslations('finder')
  const cheapest = product.offers[0] ?? product
  const several = product.offers.length > 1
  const addButton = (offer: CatalogOffer, label: string) => (
    <Button size="sm" onClick={() => onAdd(offer)} disabled={busy} aria-label={label}>
      <Plus className="size-4" aria-hidden="true" />
      {adding === offer.id ? t('adding') : t('add')}
    </Button>
  )
  const shopLink = (offer: CatalogOffer, text: string) => (
    <a
      href={offer.url}
      target="_blank"
      rel="noopener noreferrer sponsored"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {text}
      <span className="sr-only">{t('viewAtShopDetail', { title: product.title })}</span>
      <ExternalLink className="size-3.5" aria-hidden="true" />
    </a>
  )

  return (
    <li className="relative flex gap-3 overflow-hidden rounded-2xl border border-brand-100 bg-white p-3 shadow-sm sm:flex-col sm:gap-0 sm:rounded-3xl sm:p-0">
      <div className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-brand-50/40 sm:aspect-[4/3] sm:size-auto sm:rounded-none">
        <ProductImage
          src={product.image}
          alt=""
          width={400}
          height={300}
          sizes="(min-width: 640px) 400px, 80px"
          className="h-full w-full object-contain p-1.5 sm:p-4"
        />
        {product.onList && (
          <span className="absolute top-3 left-0 hidden items-center gap-1.5 rounded-r-full bg-brand-700 py-1.5 pr-4 pl-3 text-sm font-semibold text-white shadow sm:inline-flex">
            <Check className="size-4" aria-hidden="true" />
            {t('onList')}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:gap-2 sm:p-4">
        <h3 className="line-clamp-2 text-base leading-snug font-semibold text-stone-800">{product.title}</h3>
        {product.onList && (
          <p className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 sm:hidden">
            <Check className="size-4" aria-hidden="true" />
            {t('onList')}
          </p>
        )}
        <p className="text-sm text-stone-600">
          {several
            ? t('cheapestAt', { partner: cheapest.affiliate.name, count: product.offers.length })
            : t('partner', { partner: cheapest.affiliate.name })}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <span className="text-lg font-bold text-stone-900">
            {several && product.maxPrice > cheapest.price
              ? t('fromPrice', { price: formatEuro(cheapest.price, locale) })
              : formatEuro(cheapest.price, locale)}
          </span>
          {!product.onList && addButton(cheapest, t('addLabel', { title: product.title }))}
        </div>
        {several ? (
          <details className="group text-sm">
            <summary className="cursor-pointer font-medium text-brand-700 underline-offset-4 hover:underline">
              {t('compare', { count: product.offers.length })}
            </summary>
            <ul
              className="mt-2 flex flex-col divide-y divide-brand-50"
              aria-label={t('offersLabel', { title: product.title })}
            >
              {product.offers.map((offer) => (
                <li key={offer.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="flex flex-col">
                    <span className="font-semibold text-stone-800">{formatEuro(offer.price, locale)}</span>
                    {shopLink(offer, offer.affiliate.name)}
                  </span>
                  {!product.onList &&
                    addButton(offer, t('addOfferLabel', { title: product.title, partner: offer.affiliate.name }))}
                </li>
              ))}
            </ul>
          </details>
        ) : (
          <span>{shopLink(cheapest, t('viewAtShop', { partner: cheapest.affiliate.name }))}</span>
        )}
      </div>
    </li>
  )
}
