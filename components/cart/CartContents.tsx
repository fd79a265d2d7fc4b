'use client'

import { Link, usePathname } from '@/i18n/navigation'
import { Banknote, Store, Trash2 } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useModal } from '@/components/ui/Modal'
import { formatApproximateEuro, formatEuro } from '@/lib/money'
import { availableParts, itemsByMethod, maxUnits, type CartItem } from '@/lib/cart/rules'
import { isSplit, PART_METHOD, totalsByMethod } from '@/lib/gifts/rules'
import { useCart } from './CartProvider'
import { Stepper } from './Stepper'
import { ProductImage } from './ProductImage'
import { iconButton, primaryButton, secondaryButton } from './styles'

/**
 * The CART content of the drawer, 'Geschenkmandje' (docs/rules.md#drawer): shop gifts and cash gifts in separate groups,
 * a part stepper for cash items with parts, a trash button per item, the totals and 'Afrekenen', and
 * 'Verder kiezen' back to the list. The total is shown per method: money to transfer now and the
 * estimate of what the giver buys in a shop are not one amount.
 */
export function CartContents() {
  const t = useTranslations('cart')
  const locale = useLocale()
  const modal = useModal()
  const { cart, closeDrawer, clearCart } = useCart()
  const groups = itemsByMethod(cart)
  const empty = cart.items.length === 0
  const totals = totalsByMethod(cart.items)

  async function confirmClear() {
    if (await modal.confirm(t('clearConfirm'), t('clearConfirmButton'))) clearCart()
  }

  return (
    <div className="flex min-h-full flex-col gap-6">
      {empty ? (
        <p className="rounded-2xl bg-brand-50/60 p-5 text-center text-sm text-stone-600">{t('empty')}</p>
      ) : (
        <>
          {groups.SHOP.length > 0 && (
            <CartGroup
              icon={<Store aria-hidden="true" className="h-5 w-5 text-sky-600" />}
              title={t('shopTitle')}
              explanation={t('shopExplanation', { count: groups.SHOP.length })}
              items={groups.SHOP}
            />
          )}
          {groups.CASH.length > 0 && (
            <CartGroup
              icon={<Banknote aria-hidden="true" className="h-5 w-5 text-emerald-600" />}
              title={t('cashTitle')}
              explanation={t('cashExplanation', { count: groups.CASH.length })}
              items={groups.CASH}
            />
          )}
        </>
      )}

      <div className="mt-auto flex flex-col gap-3 border-t border-brand-100 pt-5">
        {groups.CASH.length > 0 && (
          <p className="flex items-baseline justify-between gap-3 text-base font-semibold text-stone-800">
            <span>{t('cashTotal')}</span>
            <span className="whitespace-nowrap">{formatEuro(totals.CASH, locale)}</span>
          </p>
        )}
        {groups.SHOP.length > 0 && (
          <p className="flex items-baseline justify-between gap-3 text-base font-semibold text-stone-800">
            <span>{t('shopTotal')}</span>
            <span className="whitespace-nowrap">{formatApproximateEuro(totals.SHOP, locale)}</span>
          </p>
        )}
        {empty && (
          <p className="flex items-baseline justify-between text-base font-semibold text-stone-800">
            <span>{t('total')}</span>
            <span>{formatEuro(0, locale)}</span>
          </p>
        )}
        {empty || !cart.listSlug ? (
          <button type="button" disabled className={primaryButton}>
            {t('checkout')}
          </button>
        ) : (
          <Link href={`/list/${cart.listSlug}/checkout`} onClick={closeDrawer} className={primaryButton}>
            {t('checkout')}
          </Link>
        )}
        <ContinueChoosing listSlug={cart.listSlug} onClose={closeDrawer} />
        {!empty && (
          <button
            type="button"
            onClick={() => void confirmClear()}
            className="self-center rounded-md px-2 py-1 text-sm text-stone-500 underline underline-offset-2 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('clear')}
          </button>
        )}
      </div>
    </div>
  )
}

function CartGroup({
  icon,
  title,
  explanation,
  items,
}: {
  icon: React.ReactNode
  title: string
  explanation: string
  items: CartItem[]
}) {
  return (
    <section className="flex flex-col gap-3">
      <div>
        <h3 className="flex items-center gap-2 text-base font-semibold text-stone-800">
          {icon}
          {title}
        </h3>
        <p className="mt-1 text-sm text-stone-500">{explanation}</p>
      </div>
      <ul className="flex flex-col divide-y divide-brand-100 rounded-2xl border border-brand-100">
        {items.map((item) => (
          <CartLine key={item.product.id} item={item} />
        ))}
      </ul>
    </section>
  )
}

function CartLine({ item }: { item: CartItem }) {
  const locale = useLocale()
  const t = useTranslations('cart')
  const { cart, increaseParts, decreaseParts, setUnits, removeItem } = useCart()
  const parts = item.productParts ?? []
  const stepper = item.giftMethod === PART_METHOD && isSplit(item.product)
  const canAdd = stepper && availableParts(item.product, cart).length > 0
  const units = item.quantity ?? 1
  const unitStepper = !isSplit(item.product) && !item.product.fund && (item.product.quantity ?? 1) !== 1

  return (
    <li className="flex gap-3 p-3">
      <ProductImage
        src={item.product.imageUrl}
        alt=""
        width={64}
        height={64}
        className="h-16 w-16 shrink-0 rounded-xl bg-brand-50/50 object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 text-sm font-medium text-stone-800">{item.product.title}</p>
          <p className="shrink-0 text-sm font-semibold text-stone-800">
            {item.giftMethod === 'SHOP' ? formatApproximateEuro(item.price, locale) : formatEuro(item.price, locale)}
          </p>
        </div>
        <div className="flex items-center justify-between gap-2">
          {stepper ? (
            <Stepper
              count={t('parts', { count: parts.length })}
              less={{
                label: t('removePart', { title: item.product.title }),
                onClick: () => decreaseParts(item.product.id),
              }}
              more={{
                label: t('addPart', { title: item.product.title }),
                onClick: () => increaseParts(item.product.id),
                disabled: !canAdd,
              }}
            />
          ) : unitStepper ? (
            <Stepper
              count={t('units', { count: units })}
              less={{
                label: t('removeUnit', { title: item.product.title }),
                onClick: () => setUnits(item.product.id, units - 1),
                disabled: units <= 1,
              }}
              more={{
                label: t('addUnit', { title: item.product.title }),
                onClick: () => setUnits(item.product.id, units + 1),
                disabled: units >= maxUnits(item.product),
              }}
            />
          ) : (
            <span />
          )}
          <button
            type="button"
            onClick={() => removeItem(item.product.id)}
            aria-label={t('remove', { title: item.product.title })}
            className={iconButton}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
    </li>
  )
}

/**
 * 'Verder kiezen': back to choosing. On the cart's own list page it only closes the drawer; elsewhere (the
 * checkout, another page) it leads to the list the cart belongs to, or closes the drawer when the cart is empty.
 */
function ContinueChoosing({ listSlug, onClose }: { listSlug: string | null; onClose: () => void }) {
  const t = useTranslations('cart')
  const pathname = usePathname()
  const listPath = listSlug ? `/list/${listSlug}` : null
  if (!listPath || pathname === listPath) {
    return (
      <button type="button" onClick={onClose} className={secondaryButton}>
        {t('continue')}
      </button>
    )
  }
  return (
    <Link href={listPath} onClick={onClose} className={secondaryButton}>
      {t('continue')}
    </Link>
  )
}
