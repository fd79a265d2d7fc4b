'use client'

import { useState } from 'react'
import { Link, useRouter } from '@/i18n/navigation'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft, Banknote, Gift, ShoppingBasket, Store } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import clsx from 'clsx'
import { buttonClass } from '@/components/ui/Button'
import { inputClass, TextField } from '@/components/ui/TextField'
import { useModal } from '@/components/ui/Modal'
import { Spinner } from '@/components/ui/Spinner'
import { useCart } from '@/components/cart/CartProvider'
import { GiftLine } from '@/components/cart/GiftLine'
import { ShopLinkText } from '@/components/cart/ShopLinkText'
import { isOfOtherList, itemsByMethod, type Cart, type CartItem } from '@/lib/cart/rules'
import { totalsByMethod } from '@/lib/gifts/rules'
import { formatApproximateEuro, formatEuro } from '@/lib/money'
import { checkoutSchema, type CheckoutInput, type CheckoutValues } from '@/lib/validation/checkout'
import { placeOrderAction } from './actions'
import { goneIds, orderLines } from './order-lines'
import { giftTitle } from '@/lib/orders/lines'

/** `child`: how the texts name the child ('Noor', or 'Baby van Sofie en Jonas' before it has a name). */
type CheckoutList = { id: number; url: string; child: string }

/**
 * The checkout 'Afrekenen' (docs/rules.md#checkout): the cart's cash and shop gifts with their totals and the giver's
 * name, e-mail and message. A 409 shows the server's message in the 'Oei!' modal and drops the gone gifts
 * from the cart; success clears the cart and opens the confirmation.
 */
export function CheckoutView({ list }: { list: CheckoutList }) {
  const t = useTranslations('checkout')
  const { cart, loaded, dropUnavailable, clearCart } = useCart()
  const [placed, setPlaced] = useState(false)

  if (!loaded || placed) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={placed ? t('redirecting') : undefined} />
      </div>
    )
  }

  const otherList = isOfOtherList(cart, { slug: list.url, id: list.id })
  if (cart.items.length === 0 || otherList) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100">
        <Gift aria-hidden="true" className="h-10 w-10 text-brand-500" />
        <h1 className="text-2xl font-semibold text-stone-800">{t('title')}</h1>
        <p className="text-stone-600">{otherList ? t('otherList') : t('empty')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href={`/list/${list.url}`} className={buttonClass('primary')}>
            {t('backToList', { child: list.child })}
          </Link>
          {otherList && cart.listSlug && (
            <Link href={`/list/${cart.listSlug}/checkout`} className={buttonClass('secondary')}>
              {t('toOtherCheckout')}
            </Link>
          )}
        </div>
      </div>
    )
  }

  return (
    <CheckoutContent
      list={list}
      cart={cart}
      onPlaced={() => {
        setPlaced(true)
        clearCart()
      }}
      onGone={dropUnavailable}
    />
  )
}

/** What the checkout's content and form need: the list, the cart, and what to do after an order or a 409. */
interface CheckoutProps {
  list: CheckoutList
  cart: Cart
  onPlaced: () => void
  onGone: (gone: { productIds: number[]; productPartIds: number[] }) => void
}

function CheckoutContent({ list, cart, onPlaced, onGone }: CheckoutProps) {
  const t = useTranslations('checkout')
  const groups = itemsByMethod(cart)
  const totals = totalsByMethod(cart.items)
  const count = cart.items.length

  return (
    <div className="flex flex-col gap-8">
      <CheckoutNavigation list={list} />
      <header className="flex flex-col gap-2 text-center">
        <p className="text-sm font-medium uppercase tracking-wider text-blush-600">{t('title')}</p>
        <h1 className="text-3xl font-bold text-stone-800">{t('heading', { count })}</h1>
        <p className="text-stone-600">{t('forChild', { child: list.child })}</p>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <div className="flex flex-col gap-6">
          {groups.CASH.length > 0 && (
            <SummarySection
              icon={<Banknote aria-hidden="true" className="h-5 w-5 text-brand-600" />}
              title={t('cashTitle')}
              explanation={t('cashExplanation', { count: groups.CASH.length })}
              items={groups.CASH}
              totalLabel={t('cashTotal')}
              total={totals.CASH}
            />
          )}
          {groups.SHOP.length > 0 && (
            <SummarySection
              icon={<Store aria-hidden="true" className="h-5 w-5 text-brand-600" />}
              title={t('shopTitle')}
              explanation={t('shopExplanation', { count: groups.SHOP.length })}
              items={groups.SHOP}
              totalLabel={t('shopTotal')}
              total={totals.SHOP}
              approximate
              note={t('shopNote')}
            />
          )}
        </div>

        <CheckoutForm list={list} cart={cart} onPlaced={onPlaced} onGone={onGone} />
      </div>
    </div>
  )
}

/** The ways back from the checkout: to the list (to choose more) and to the cart (to change it). */
function CheckoutNavigation({ list }: { list: CheckoutList }) {
  const t = useTranslations('checkout')
  const { openCart } = useCart()
  return (
    <nav aria-label={t('back')} className="flex flex-wrap items-center justify-between gap-3">
      <Link
        href={`/list/${list.url}`}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('backToList', { child: list.child })}
      </Link>
      <button type="button" onClick={() => openCart()} className={buttonClass('secondary', 'sm')}>
        <ShoppingBasket aria-hidden="true" className="h-4 w-4" />
        {t('viewCart')}
      </button>
    </nav>
  )
}

function SummarySection({
  icon,
  title,
  explanation,
  items,
  totalLabel,
  total,
  approximate = false,
  note,
}: {
  icon: React.ReactNode
  title: string
  explanation: string
  items: CartItem[]
  totalLabel: string
  total: number
  approximate?: boolean
  note?: string
}) {
  const locale = useLocale()
  return (
    <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-800">
        {icon}
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{explanation}</p>
      <ul className="mt-3 divide-y divide-brand-100">
        {items.map((item) => (
          <GiftLine
            key={item.product.id}
            title={giftTitle({ product: item.product, quantity: item.quantity ?? 1, parts: [] })}
            imageUrl={item.product.imageUrl}
            price={item.price}
            approximate={approximate}
            detail={
              item.productParts.length > 0 ? (
                item.productParts.map((p) => p.title).join(', ')
              ) : approximate ? (
                <ShopLinkText product={item.product} />
              ) : null
            }
          />
        ))}
      </ul>
      <p className="mt-2 flex items-baseline justify-between gap-4 border-t border-brand-100 pt-3 font-semibold text-stone-800">
        <span>{totalLabel}</span>
        <span className="shrink-0">
          {approximate ? formatApproximateEuro(total, locale) : formatEuro(total, locale)}
        </span>
      </p>
      {note && <p className="mt-2 text-xs text-stone-500">{note}</p>}
    </section>
  )
}

function CheckoutForm({ list, cart, onPlaced, onGone }: CheckoutProps) {
  const t = useTranslations('checkout')
  const modal = useModal()
  const router = useRouter()
  const {
    register,
    handleSubmit,
    formState: { errors, touchedFields, dirtyFields, isSubmitted, isSubmitting },
  } = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutSchema),
    // Errors show only after a field is touched or changed; see `fieldError`.
    mode: 'all',
    defaultValues: { name: '', email: '', message: '' },
  })

  // A field's error shows once it is touched or changed, and every field's once the form was submitted;
  // an invalid submit sends nothing and RHF moves the focus to the first wrong field.
  const fieldError = (name: keyof CheckoutInput) =>
    isSubmitted || touchedFields[name] || dirtyFields[name] ? errors[name]?.message : undefined

  const onSubmit = async (values: CheckoutValues) => {
    const result = await placeOrderAction({
      listId: list.id,
      name: values.name,
      email: values.email,
      message: values.message ?? '',
      products: orderLines(cart),
    })
    if (result.ok) {
      onPlaced()
      router.push(`/list/${list.url}/order/${result.data.reference}`)
      return
    }
    await modal.error(result.error.message)
    const gone = goneIds(result.error.details)
    if (gone && (result.error.status === 409 || result.error.status === 404)) onGone(gone)
  }

  const nameError = fieldError('name')
  const emailError = fieldError('email')
  const messageError = fieldError('message')

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="checkout-form-title"
      className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6"
    >
      <div>
        <h2 id="checkout-form-title" className="text-lg font-semibold text-stone-800">
          {t('formTitle')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('formIntro')}</p>
      </div>

      <TextField
        id="checkout-name"
        label={t('name')}
        type="text"
        autoComplete="name"
        error={nameError}
        {...register('name')}
      />
      <TextField
        id="checkout-email"
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t('emailHint')}
        error={emailError}
        {...register('email')}
      />

      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor="checkout-message" className="text-sm font-medium text-stone-700">
            {t('message')}
          </label>
          <span id="checkout-message-hint" className="text-xs text-stone-500">
            {t('optional')}
          </span>
        </div>
        <textarea
          id="checkout-message"
          rows={4}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={clsx('checkout-message-hint', messageError && 'checkout-message-error')}
          placeholder={t('messagePlaceholder')}
          className={inputClass(!!messageError, 'resize-y')}
          {...register('message')}
        />
        {messageError && (
          <p id="checkout-message-error" className="text-sm text-blush-700">
            {messageError}
          </p>
        )}
      </div>

      <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'md', 'w-full')}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
    </form>
  )
}
