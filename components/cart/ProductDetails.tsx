'use client'

import { useState } from 'react'
import { Banknote, Gift, ShoppingBasket, Store } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { formatApproximateEuro, formatEuro, sumCents } from '@/lib/money'
import { availableParts, isFullyInCart, maxUnits } from '@/lib/cart/rules'
import { allowsMethod, isFundAmount, isSplit } from '@/lib/gifts/rules'
import { parsePrice } from '@/lib/validation/product'
import { TextField } from '@/components/ui/TextField'
import { useCart, type CartList } from './CartProvider'
import type { DrawerProduct } from './products'
import { ProductImage } from './ProductImage'
import { ShopLinkText } from './ShopLinkText'
import { Stepper } from './Stepper'
import { primaryButton, secondaryButton } from './styles'

/**
 * The PRODUCT content of the drawer (docs/rules.md#drawer): title, image, description, shop and the ways
 * to give it. The description is HTML sanitized on write by the domain, so it is rendered as is.
 */
export function ProductDetails({ product, list }: { product: DrawerProduct; list: CartList }) {
  const t = useTranslations('drawer')
  const locale = useLocale()
  const { cart, openCart, addProduct, addOnePart, addAllParts, addFund } = useCart()
  const hasParts = isSplit(product)
  const inCart = isFullyInCart(product, cart)
  const available = hasParts ? availableParts(product, cart) : []
  const shop = allowsMethod(product, 'SHOP')
  const cash = allowsMethod(product, 'CASH')
  // A gift wanted several times: the giver chooses how many here (and can change it in the cart).
  const most = hasParts ? 1 : maxUnits(product)
  const [units, setUnits] = useState(1)
  const [amount, setAmount] = useState('')
  const [amountError, setAmountError] = useState<string | undefined>()

  /** 'Bedrag schenken' of a fund: the typed amount, within the fund's bounds, goes into the cart. */
  function giveAmount() {
    const cents = parsePrice(amount)
    if (typeof cents !== 'number' || !isFundAmount(cents)) {
      setAmountError(t('fundAmountError'))
      return
    }
    setAmountError(undefined)
    void addFund(product, cents, list)
  }

  return (
    <div className="flex flex-col gap-5">
      <ProductImage
        src={product.imageUrl}
        alt=""
        width={400}
        height={300}
        className="aspect-[4/3] w-full rounded-2xl bg-brand-50/50 object-contain"
      />

      {/* A cash-only gift is not bought in a shop: ShopLinkText shows nothing for it. */}
      <ShopLinkText product={product} icon className="text-sm text-stone-600" />

      {product.description ? (
        <div
          className="product-description space-y-2 text-sm leading-relaxed text-stone-700 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
          dangerouslySetInnerHTML={{ __html: product.description }}
        />
      ) : null}

      <div className="flex flex-col gap-3 border-t border-brand-100 pt-5">
        {inCart ? (
          <button type="button" onClick={() => openCart()} className={secondaryButton}>
            <ShoppingBasket aria-hidden="true" className="h-5 w-5" />
            {t('alreadyInCart')}
          </button>
        ) : product.fund ? (
          <>
            <TextField
              id="fund-amount"
              label={t('fundAmount')}
              hint={t('fundAmountHint')}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              error={amountError}
              onChange={(event) => setAmount(event.target.value)}
            />
            <button type="button" onClick={giveAmount} className={primaryButton}>
              <Banknote aria-hidden="true" className="h-5 w-5" />
              <span>{t('giveAmount')}</span>
            </button>
            <p className="-mt-1 text-xs text-stone-500">{t('reserveAndPayNote')}</p>
          </>
        ) : hasParts ? (
          available.length === 0 ? (
            <p className="text-center text-sm text-stone-600">{t('noPartsLeft')}</p>
          ) : (
            <>
              <p className="text-center text-sm font-medium text-stone-700">
                {t('partsAvailable', { available: available.length, total: product.productParts.length })}
              </p>
              <button type="button" onClick={() => void addOnePart(product, list)} className={primaryButton}>
                <Banknote aria-hidden="true" className="h-5 w-5" />
                <span>{t('giveOnePart')}</span>
                <span className="ml-auto whitespace-nowrap font-semibold">
                  {formatEuro(available[0].price, locale)}
                </span>
              </button>
              {available.length > 1 && (
                <button type="button" onClick={() => void addAllParts(product, list)} className={secondaryButton}>
                  <Gift aria-hidden="true" className="h-5 w-5" />
                  <span>{t('giveAllParts', { count: available.length })}</span>
                  <span className="ml-auto whitespace-nowrap font-semibold">
                    {formatEuro(sumCents(available.map((p) => p.price)), locale)}
                  </span>
                </button>
              )}
              <p className="-mt-1 text-xs text-stone-500">{t('reserveAndPayNote')}</p>
            </>
          )
        ) : (
          <>
            {most > 1 && (
              <Stepper
                groupLabel={t('unitsLabel')}
                className="flex items-center justify-center gap-3"
                countClassName="min-w-20 text-center text-sm font-medium text-stone-700"
                count={t('units', { count: units })}
                less={{
                  label: t('fewerUnits'),
                  onClick: () => setUnits((n) => Math.max(1, n - 1)),
                  disabled: units <= 1,
                }}
                more={{
                  label: t('moreUnits'),
                  onClick: () => setUnits((n) => Math.min(most, n + 1)),
                  disabled: units >= most,
                }}
              />
            )}
            {shop && (
              <button
                type="button"
                onClick={() => void addProduct(product, 'SHOP', list, units)}
                className={secondaryButton}
              >
                <Store aria-hidden="true" className="h-5 w-5" />
                <span>{t('giveInPerson')}</span>
                <span className="ml-auto whitespace-nowrap font-semibold">
                  {formatApproximateEuro(product.price * units, locale)}
                </span>
              </button>
            )}
            {shop && <p className="-mt-1 text-xs text-stone-500">{t('giveInPersonNote')}</p>}
            {shop && cash && <p className="text-center text-sm text-stone-500">{t('or')}</p>}
            {cash && (
              <button
                type="button"
                onClick={() => void addProduct(product, 'CASH', list, units)}
                className={primaryButton}
              >
                <Banknote aria-hidden="true" className="h-5 w-5" />
                <span>{t('reserveAndPay')}</span>
                <span className="ml-auto whitespace-nowrap font-semibold">
                  {formatEuro(product.price * units, locale)}
                </span>
              </button>
            )}
            {cash && <p className="-mt-1 text-xs text-stone-500">{t('reserveAndPayNote')}</p>}
          </>
        )}
      </div>
    </div>
  )
}
