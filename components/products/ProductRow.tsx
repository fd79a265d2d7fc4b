'use client'

import clsx from 'clsx'
import { Link } from '@/i18n/navigation'
import { Banknote, GripVertical, Pencil, Store, Trash2 } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd'
import type { ReactNode } from 'react'
import { ProductImage } from '@/components/cart/ProductImage'
import { buttonClass } from '@/components/ui/Button'
import { formatEuro } from '@/lib/money'
import type { ProductView } from '@/lib/products/types'

/**
 * Column layout of the overview, shared by the header and every row: a card on a phone, table columns from md up.
 * Each row is its own grid, so a row keeps its columns while it is dragged (a <tr> would collapse).
 */
export const rowGrid = (sorting: boolean) =>
  clsx(
    'grid gap-x-4 gap-y-3 md:items-center',
    sorting
      ? 'grid-cols-[2.75rem_minmax(0,1fr)_minmax(0,1fr)] md:grid-cols-[2.75rem_minmax(0,1fr)_7rem_7.5rem_8rem_8rem]'
      : 'grid-cols-2 md:grid-cols-[minmax(0,1fr)_7rem_7.5rem_8rem_8rem_6.5rem]',
  )

/** Hidden gives 'Verborgen', sold gives 'Verkocht', otherwise 'Beschikbaar'. */
export function productStatus(product: ProductView): 'hidden' | 'sold' | 'available' {
  return product.hidden ? 'hidden' : product.sold ? 'sold' : 'available'
}

const badge = {
  hidden: 'bg-stone-100 text-stone-700 ring-stone-200',
  sold: 'bg-blush-50 text-blush-700 ring-blush-200',
  available: 'bg-brand-50 text-brand-700 ring-brand-200',
} as const

function MethodIcon({ allowed, label, children }: { allowed: boolean; label: string; children: ReactNode }) {
  return (
    <span
      title={label}
      className={clsx(
        'inline-flex size-8 items-center justify-center rounded-full',
        allowed ? 'bg-brand-50 text-brand-700' : 'bg-stone-100 text-stone-400',
      )}
    >
      {children}
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** A cell; on a phone it shows its column name beside the value (hidden from screen readers, who hear the header). */
function Cell({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="cell"
      className={clsx('flex flex-col items-start gap-1 md:flex-row md:items-center md:gap-3', className)}
    >
      {label && (
        <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-stone-500 uppercase md:hidden">
          {label}
        </span>
      )}
      {children}
    </div>
  )
}

interface ProductRowProps {
  product: ProductView
  listSlug: string
  sorting: boolean
  dragHandle?: DraggableProvidedDragHandleProps | null
  onDelete(product: ProductView): void
  deleting: boolean
}

/**
 * One product of the overview: image, title (with its 'Topper' label), shop and kind, price, the two methods (greyed
 * when not allowed), the instalments as 'count x first-part price', the status badge; edit and delete on unsold
 * products in normal mode, a drag handle in sorting mode.
 */
export function ProductRow({ product, listSlug, sorting, dragHandle, onDelete, deleting }: ProductRowProps) {
  const locale = useLocale()
  const t = useTranslations('products')
  const tg = useTranslations('gifts')
  const status = productStatus(product)
  const parts = product.productParts
  const soldParts = parts.filter((part) => part.sold).length
  const canChange = !product.sold && !sorting

  return (
    <>
      {sorting && (
        <Cell className="row-span-3 md:row-span-1">
          <div
            {...dragHandle}
            aria-label={t('dragHandle', { title: product.title })}
            className="flex size-11 cursor-grab items-center justify-center rounded-xl border border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing"
          >
            <GripVertical className="size-5" aria-hidden="true" />
          </div>
        </Cell>
      )}
      <div role="rowheader" className="col-span-2 flex min-w-0 items-center gap-3 md:col-span-1">
        <ProductImage
          src={product.imageUrl}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-xl bg-brand-50/60 object-contain p-1 ring-1 ring-stone-100"
        />
        <div className="min-w-0">
          <p className="font-semibold break-words text-stone-900">
            {product.title}
            {product.topper && (
              <span className="ml-2 inline-block rounded-full bg-blush-600 px-2 py-0.5 align-middle text-xs font-bold text-white">
                {tg('topper')}
              </span>
            )}
          </p>
          {(product.shopName || product.category) && (
            <p className="truncate text-sm text-stone-600">
              {[product.shopName, product.category && tg(`category.${product.category}`)].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
      </div>
      <Cell label={t('colPrice')}>
        <span className="flex flex-col">
          <span className="font-semibold text-stone-900">{formatEuro(product.price, locale)}</span>
          {product.quantity !== 1 && (
            <span className="text-xs text-stone-600">
              {product.quantity === null
                ? t('unitsGivenUnlimited', { given: product.givenQuantity })
                : t('unitsGiven', { given: product.givenQuantity, total: product.quantity })}
            </span>
          )}
        </span>
      </Cell>
      <Cell label={t('colMethods')}>
        <span className="flex gap-2">
          <MethodIcon
            allowed={product.shopAllowed}
            label={product.shopAllowed ? t('shopAllowed') : t('shopNotAllowed')}
          >
            <Store className="size-4" aria-hidden="true" />
          </MethodIcon>
          <MethodIcon
            allowed={product.cashAllowed}
            label={product.cashAllowed ? t('cashAllowed') : t('cashNotAllowed')}
          >
            <Banknote className="size-4" aria-hidden="true" />
          </MethodIcon>
        </span>
      </Cell>
      <Cell label={t('colParts')}>
        {parts.length > 0 ? (
          <span className="flex flex-col text-sm">
            <span className="font-medium whitespace-nowrap text-stone-800">
              {t('instalments', { count: parts.length, price: formatEuro(parts[0]!.price, locale) })}
            </span>
            {soldParts > 0 && (
              <span className="text-xs text-stone-500">{t('partsSold', { sold: soldParts, total: parts.length })}</span>
            )}
          </span>
        ) : (
          <span className="text-stone-500">
            <span aria-hidden="true">–</span>
            <span className="sr-only">{t('noInstalments')}</span>
          </span>
        )}
      </Cell>
      <Cell label={t('colStatus')}>
        <span className={clsx('inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1', badge[status])}>
          {t(status === 'hidden' ? 'statusHidden' : status === 'sold' ? 'statusSold' : 'statusAvailable')}
        </span>
      </Cell>
      {!sorting && (
        <Cell className="col-span-2 !flex-row justify-end gap-2 md:col-span-1">
          {canChange && (
            <>
              <Link
                href={`/list/${listSlug}/product/${product.id}`}
                aria-label={t('editLabel', { title: product.title })}
                title={t('edit')}
                className={buttonClass('secondary', 'sm', 'size-10 !px-0')}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </Link>
              {soldParts === 0 && (
                <button
                  type="button"
                  onClick={() => onDelete(product)}
                  disabled={deleting}
                  aria-label={t('deleteLabel', { title: product.title })}
                  title={t('delete')}
                  className={buttonClass(
                    'secondary',
                    'sm',
                    'size-10 !border-blush-200 !px-0 !text-blush-700 hover:!bg-blush-50',
                  )}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              )}
            </>
          )}
        </Cell>
      )}
    </>
  )
}
