'use client'

import { Check, ExternalLink, Plus } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { ProductImage } from '@/components/cart/ProductImage'
import { Button } from '@/components/ui/Button'
import { formatEuro } from '@/lib/money'
import type { CatalogResult } from '@/lib/catalog/types'

interface Props {
  product: CatalogResult
  adding: boolean
  /** Another add is on its way: every add button waits for it. */
  busy: boolean
  onAdd(product: CatalogResult): void
}

/**
 * One result of the finder: image, title, partner, price and a link to the product in the
 * partner's shop; the 'Staat op je lijst' ribbon and no add button when the list has it already, else
 * 'Toevoegen'.
 */
export function CatalogCard({ product, adding, busy, onAdd }: Props) {
  const t = useTranslations('finder')
  const partner = product.affiliate.name
  return (
    <li className="relative flex flex-col overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-sm">
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50/40">
        <ProductImage
          src={product.image}
          alt=""
          width={400}
          height={300}
          className="h-full w-full object-contain p-4"
        />
        {product.onList && (
          <span className="absolute top-3 left-0 inline-flex items-center gap-1.5 rounded-r-full bg-brand-700 py-1.5 pr-4 pl-3 text-sm font-semibold text-white shadow">
            <Check className="size-4" aria-hidden="true" />
            {t('onList')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base leading-snug font-semibold text-stone-800">{product.title}</h3>
        <p className="text-sm text-stone-600">{t('partner', { partner })}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <span className="text-lg font-bold text-stone-900">{formatEuro(product.price)}</span>
          {!product.onList && (
            <Button
              size="sm"
              onClick={() => onAdd(product)}
              disabled={busy}
              aria-label={t('addLabel', { title: product.title })}
            >
              <Plus className="size-4" aria-hidden="true" />
              {adding ? t('adding') : t('add')}
            </Button>
          )}
        </div>
        <a
          href={product.url}
          target="_blank"
          rel="noopener noreferrer sponsored"
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t('viewAtShop', { partner })}
          <span className="sr-only">{t('viewAtShopDetail', { title: product.title })}</span>
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </div>
    </li>
  )
}
