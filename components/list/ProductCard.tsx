'use client'

import { useId } from 'react'
import { Banknote, Gift, Store } from 'lucide-react'
import { useTranslations } from 'next-intl'
import clsx from 'clsx'
import { formatEuro } from '@/lib/money'
import { isFullyInCart } from '@/lib/cart/rules'
import type { ProductView } from '@/lib/products/types'
import { useCart } from '@/components/cart/CartProvider'
import { ProductImage } from '@/components/cart/ProductImage'
import { toDrawerProduct } from '@/components/cart/products'

/**
 * One gift on the public list (spec §2 "Product grid"): image, title, progress for split gifts, the ways it
 * can be given and the price. The whole card is one button (named by the title) that opens the drawer; it is
 * stretched over the card so the progress bar and icons keep their own roles outside it.
 */
export function ProductCard({ product, listSlug, priority = false }: { product: ProductView; listSlug: string; priority?: boolean }) {
  const t = useTranslations('list')
  const { cart, openProduct } = useCart()
  const titleId = useId()
  const detailsId = useId()
  const inCart = isFullyInCart(product, cart)
  const totalParts = product.productParts.length
  const soldParts = product.productParts.filter((part) => part.sold).length

  return (
    <li className="group relative flex flex-col overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50/40">
        <ProductImage
          src={product.imageUrl}
          alt=""
          width={400}
          height={300}
          eager={priority}
          className="h-full w-full object-contain p-4"
        />
        {inCart && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/75 text-brand-700">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow">
              <Gift aria-hidden="true" className="h-7 w-7" />
            </span>
            <span className="text-sm font-semibold">{t('inCart')}</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 id={titleId} className="text-base font-semibold leading-snug text-stone-800">
          {product.title}
        </h2>
        <div id={detailsId} className="mt-auto flex flex-col gap-3">
          {totalParts > 0 && (
            <div className="flex flex-col gap-1.5">
              <div
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={totalParts}
                aria-valuenow={soldParts}
                aria-valuetext={t('partsGiven', { sold: soldParts, total: totalParts })}
                aria-label={t('progressLabel', { title: product.title })}
                className="h-2 overflow-hidden rounded-full bg-brand-100"
              >
                <div
                  className="h-full rounded-full bg-brand-500"
                  style={{ width: `${Math.round((soldParts / totalParts) * 100)}%` }}
                />
              </div>
              <p className="text-xs text-stone-500">{t('partsGiven', { sold: soldParts, total: totalParts })}</p>
            </div>
          )}
          <div className="flex items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <MethodIcon allowed={product.shopAllowed} label={product.shopAllowed ? t('shopAllowed') : t('shopNotAllowed')}>
                <Store aria-hidden="true" className="h-4 w-4" />
              </MethodIcon>
              <MethodIcon allowed={product.cashAllowed} label={product.cashAllowed ? t('cashAllowed') : t('cashNotAllowed')}>
                <Banknote aria-hidden="true" className="h-4 w-4" />
              </MethodIcon>
            </div>
            <p className="text-lg font-semibold text-stone-800">{formatEuro(product.price)}</p>
          </div>
        </div>
      </div>
      <button
        type="button"
        aria-labelledby={titleId}
        aria-describedby={detailsId}
        onClick={() => openProduct(toDrawerProduct(product), listSlug)}
        className="absolute inset-0 z-10 rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
    </li>
  )
}

function MethodIcon({ allowed, label, children }: { allowed: boolean; label: string; children: React.ReactNode }) {
  return (
    <span
      title={label}
      className={clsx(
        'inline-flex h-8 w-8 items-center justify-center rounded-full',
        allowed ? 'bg-brand-50 text-brand-700' : 'bg-stone-100 text-stone-400',
      )}
    >
      {children}
      <span className="sr-only">{label}</span>
    </span>
  )
}
