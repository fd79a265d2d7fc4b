import { SlidersHorizontal } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { GIFT_CATEGORIES, PRICE_BANDS, priceBand } from '@/lib/gifts/categories'
import type { ProductView } from '@/lib/products/types'

/**
 * The givers' filter above the public list's gifts: by kind, by price band and by way of giving, each a group of radio
 * buttons with 'Alle', in a disclosure. It works without JavaScript and keeps the page one cached page for everyone: the list's section
 * hides the gifts that do not match with CSS (`.gift-section` in app/globals.css, on the cards' `data-*` attributes).
 * Only choices that some gift of the list has are offered; with fewer than two gifts there is no filter.
 */
export async function GiftFilter({ products }: { products: ProductView[] }) {
  if (products.length < 2) return null
  const t = await getTranslations('gifts')
  const categories = GIFT_CATEGORIES.filter((c) => products.some((p) => p.category === c))
  const bands = PRICE_BANDS.filter((band) => products.some((p) => priceBand(p.price) === band))
  const methods = [
    ...(products.some((p) => p.shopAllowed) ? [{ value: 'SHOP', label: t('methodShop') }] : []),
    ...(products.some((p) => p.cashAllowed) ? [{ value: 'CASH', label: t('methodCash') }] : []),
  ]
  const groups = [
    {
      name: 'soort',
      legend: t('filterCategory'),
      options: categories.map((c) => ({ value: c, label: t(`category.${c}`) })),
    },
    { name: 'prijs', legend: t('filterPrice'), options: bands.map((b) => ({ value: b, label: t(`priceBand.${b}`) })) },
    { name: 'wijze', legend: t('filterMethod'), options: methods },
  ].filter((group) => group.options.length >= (group.name === 'soort' ? 1 : 2))
  if (groups.length === 0) return null
  return (
    // A disclosure, closed at first: on a phone the gifts stay at the top of the screen. Named by its summary, not
    // headed by it: the gifts' titles are the section's headings.
    <details className="gift-filter mb-5 rounded-3xl bg-white shadow-sm ring-1 ring-brand-100">
      <summary className="flex cursor-pointer items-center gap-2 rounded-3xl px-4 py-3 text-sm font-bold text-stone-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-5">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('filterTitle')}
      </summary>
      <form aria-label={t('filterTitle')} className="flex flex-col gap-3 px-4 pb-4 sm:px-5 sm:pb-5">
        {groups.map((group) => (
          <fieldset key={group.name} className="flex flex-wrap items-center gap-2">
            <legend className="mb-1.5 w-full text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {group.legend}
            </legend>
            {[{ value: 'alle', label: t('all') }, ...group.options].map((option) => (
              <label
                key={option.value}
                className="cursor-pointer rounded-full px-3 py-1.5 text-sm text-stone-700 ring-1 ring-stone-200 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  name={group.name}
                  value={option.value}
                  defaultChecked={option.value === 'alle'}
                  className="sr-only"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        ))}
      </form>
    </details>
  )
}
