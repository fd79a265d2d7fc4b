import { Banknote, Check, Store, X } from 'lucide-react'
import { getLocale, getTranslations } from 'next-intl/server'
import clsx from 'clsx'
import { formatEuro, sumCents } from '@/lib/money'
import type { ProductView } from '@/lib/products/types'
import { openParts, unitsLeft } from '@/lib/gifts/rules'
import { priceBand } from '@/lib/gifts/categories'
import { responsiveImage } from '@/components/cart/image-props'
import { InCartOverlay } from './ListGifts'
import { giftHash, giftId } from './gift-hash'
import { useLocale } from 'next-intl'

/**
 * One gift on the public list (docs/rules.md#list-page): image, title, progress for split gifts, the ways it
 * can be given and the price. Rendered on the server with no client code of its own: the card (`id="geschenk-{id}"`)
 * holds a plain link to itself, `#geschenk-{id}`, which the list's island turns into the open drawer, also for a tap
 * that came before the page was interactive. Only the in-cart overlay is a (tiny) client component.
 *
 * Below `sm` the card is compact (image beside title and price) so a phone shows four gifts per screen. On a list that
 * takes no orders yet (decision 033) the card is shown without its link: nothing can be given there.
 */
export async function ProductCard({
  product,
  priority = false,
  giveable = true,
}: {
  product: ProductView
  priority?: boolean
  giveable?: boolean
}) {
  const locale = await getLocale()
  const t = await getTranslations('list')
  const tg = await getTranslations('gifts')
  const topperId = `${giftId(product.id)}-topper`
  const titleId = `${giftId(product.id)}-titel`
  const detailsId = `${giftId(product.id)}-details`
  const totalParts = product.productParts.length
  const unsold = openParts(product.productParts)
  const soldParts = totalParts - unsold.length

  return (
    <li
      id={giftId(product.id)}
      // What the givers' filter matches on (GiftFilter, app/globals.css).
      data-category={product.category ?? 'GEEN'}
      data-price-band={priceBand(product.price)}
      data-methods={[product.shopAllowed && 'SHOP', product.cashAllowed && 'CASH'].filter(Boolean).join(' ')}
      className="group relative flex scroll-mt-20 flex-row rounded-3xl border border-brand-100 bg-white shadow-sm transition focus-within:shadow-md hover:-translate-y-0.5 hover:shadow-md sm:flex-col"
    >
      <div className="relative m-2 size-24 shrink-0 overflow-hidden rounded-2xl bg-brand-50/40 sm:m-0 sm:aspect-[4/3] sm:size-auto sm:rounded-b-none sm:rounded-t-3xl">
        <GiftImage src={product.imageUrl} eager={priority} />
        {product.topper && (
          <span
            id={topperId}
            className="absolute top-1.5 left-1.5 rounded-full bg-blush-600 px-2 py-0.5 text-xs font-bold text-white shadow-sm sm:top-3 sm:left-3"
          >
            {tg('topper')}
          </span>
        )}
        <InCartOverlay productId={product.id} label={t('inCart')} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 py-3 pr-3 sm:gap-3 sm:p-4">
        <h2 id={titleId} className="line-clamp-2 text-base font-semibold leading-snug text-stone-800">
          {product.title}
        </h2>
        <div id={detailsId} className="mt-auto flex flex-col gap-2 sm:gap-3">
          {product.fund && (
            <div className="flex flex-col gap-1">
              {product.price > 0 && (
                <Progress
                  value={Math.min(product.givenAmount, product.price)}
                  max={product.price}
                  text={t('fundGiven', {
                    given: formatEuro(product.givenAmount, locale),
                    goal: formatEuro(product.price, locale),
                  })}
                  label={t('progressLabel', { title: product.title })}
                />
              )}
              <p className="text-xs text-stone-600">
                {product.price > 0
                  ? t('fundGiven', {
                      given: formatEuro(product.givenAmount, locale),
                      goal: formatEuro(product.price, locale),
                    })
                  : t('fundGivenNoGoal', { given: formatEuro(product.givenAmount, locale) })}
              </p>
            </div>
          )}
          {!product.fund && product.quantity !== 1 && (
            <p className="text-sm font-medium text-brand-800">
              {product.quantity === null
                ? t('unitsUnlimited')
                : t('unitsLeft', { left: unitsLeft(product) ?? 0, total: product.quantity })}
            </p>
          )}
          {totalParts > 0 && (
            <div className="flex flex-col gap-1">
              <Progress
                value={soldParts}
                max={totalParts}
                text={t('partsGiven', { sold: soldParts, total: totalParts })}
                label={t('progressLabel', { title: product.title })}
              />
              <p className="text-xs text-stone-600">{t('partsGiven', { sold: soldParts, total: totalParts })}</p>
            </div>
          )}
          <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1.5">
            <p className="flex flex-wrap gap-1.5">
              <Method
                allowed={product.shopAllowed}
                short={t('shopShort')}
                label={product.shopAllowed ? t('shopAllowed') : t('shopNotAllowed')}
                icon={<Store aria-hidden="true" className="size-3.5" />}
              />
              <Method
                allowed={product.cashAllowed}
                short={t('cashShort')}
                label={product.cashAllowed ? t('cashAllowed') : t('cashNotAllowed')}
                icon={<Banknote aria-hidden="true" className="size-3.5" />}
              />
            </p>
            {product.fund ? (
              <p className="text-right text-sm font-semibold text-stone-800">{t('fundChoose')}</p>
            ) : (
              <Price
                price={product.price}
                left={totalParts > 0 ? sumCents(unsold.map((part) => part.price)) : null}
                smallestPart={unsold.length > 0 ? Math.min(...unsold.map((part) => part.price)) : null}
                soldParts={soldParts}
                t={t}
              />
            )}
          </div>
        </div>
      </div>
      {giveable && (
        <a
          href={giftHash(product.id)}
          aria-labelledby={titleId}
          aria-describedby={product.topper ? `${topperId} ${detailsId}` : detailsId}
          className="absolute inset-0 z-10 rounded-3xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
      )}
    </li>
  )
}

/** How much of a split gift or a fund's goal was given, as a bar with its words for screen readers. */
function Progress({ value, max, text, label }: { value: number; max: number; text: string; label: string }) {
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={text}
      aria-label={label}
      className="h-2 overflow-hidden rounded-full bg-brand-100"
    >
      <div className="h-full rounded-full bg-brand-500" style={{ width: `${Math.round((value / max) * 100)}%` }} />
    </div>
  )
}

/**
 * The price a giver can still give: the full price; for a split gift with parts given, what is left
 * ('nog € 108,15 van € 649,00'); for one with none given yet, also the smallest part ('vanaf € 108,15 per deel').
 */
function Price({
  price,
  left,
  smallestPart,
  soldParts,
  t,
}: {
  price: number
  left: number | null
  smallestPart: number | null
  soldParts: number
  t: Awaited<ReturnType<typeof getTranslations<'list'>>>
}) {
  const locale = useLocale()
  if (left !== null && soldParts > 0) {
    return (
      <p className="text-right text-sm text-stone-600">
        {t('remaining', { left: formatEuro(left, locale), price: formatEuro(price, locale) })}
      </p>
    )
  }
  return (
    <p className="text-right">
      <span className="block whitespace-nowrap text-lg font-semibold text-stone-800">{formatEuro(price, locale)}</span>
      {left !== null && smallestPart !== null && (
        <span className="block whitespace-nowrap text-xs text-stone-600">
          {t('perPart', { price: formatEuro(smallestPart, locale) })}
        </span>
      )}
    </p>
  )
}

/** A way to give the gift, in words as well as an icon (grey versus green alone was not enough). */
function Method({
  allowed,
  short,
  label,
  icon,
}: {
  allowed: boolean
  short: string
  label: string
  icon: React.ReactNode
}) {
  return (
    <span
      title={label}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        allowed ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200' : 'bg-stone-100 text-stone-600 line-through',
      )}
    >
      {allowed ? icon : <X aria-hidden="true" className="size-3.5" />}
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{label}</span>
      {allowed && <Check aria-hidden="true" className="size-3" />}
    </span>
  )
}

/**
 * The gift's photo with fixed dimensions (no layout shift), in the size the card shows it (96 px beside the title
 * on a phone, the card's width from `sm`); the list's island swaps a broken one for the placeholder
 * (`data-gift-image`), so the card itself needs no client code.
 */
function GiftImage({ src, eager }: { src: string | null; eager: boolean }) {
  const image = responsiveImage(src, 400, 300, '(min-width: 640px) 400px, 96px')
  return (
    // eslint-disable-next-line @next/next/no-img-element -- product images come from any shop; responsiveImage sizes them
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt=""
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      data-gift-image=""
      className="h-full w-full object-contain p-2 sm:p-4"
    />
  )
}
