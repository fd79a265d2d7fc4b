'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Lock } from 'lucide-react'
import { Link, useRouter } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { useActionRunner } from '@/components/auth/client'
import { ImageUpload } from '@/components/images/ImageUpload'
import { Button, buttonClass } from '@/components/ui/Button'
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/ui/TextField'
import type { ActionResult } from '@/lib/http/action'
import { parsePrice, productSchema, type ProductValues } from '@/lib/validation/product'
import { maySplit } from '@/lib/gifts/rules'
import { GIFT_CATEGORIES, type GiftCategory } from '@/lib/gifts/categories'
import { PartsField, usePartsPreview } from './PartsField'

/** What the form holds: text as typed (the price too), the ticks, the count of parts. */
export interface ProductFormValues {
  id?: number
  listId: number
  title: string
  price: string
  cashAllowed: boolean
  shopAllowed: boolean
  shopName: string
  productUrl: string
  description: string
  imageUrl: string | null
  productIsSplit: boolean
  nrOfProductParts: number
  hidden: boolean
  /** A fund ('spaarpot'): the giver chooses the amount; the price is its goal. */
  fund: boolean
  /** Units wanted, as typed; ignored with `unlimited`. */
  quantity: string
  /** 'Zonder limiet': wanted without a number (nappies). */
  unlimited: boolean
  topper: boolean
  /** '' for none. */
  category: GiftCategory | ''
}

const FIELDS = [
  'title',
  'price',
  'cashAllowed',
  'shopAllowed',
  'shopName',
  'productUrl',
  'description',
  'imageUrl',
  'productIsSplit',
  'nrOfProductParts',
  'hidden',
  'quantity',
  'topper',
  'category',
] as const

const schemaResolver = zodResolver(productSchema) as unknown as Resolver<ProductFormValues, unknown, ProductValues>

/**
 * The schema's resolver on what the form means: 'Zonder limiet' is a quantity of null, an empty number is no number
 * (so the field says to choose one), and the split flag asks for one unit.
 */
const quantityResolver: Resolver<ProductFormValues, unknown, ProductValues> = (values, context, options) =>
  schemaResolver(
    {
      ...values,
      quantity: (values.unlimited ? null : values.quantity.trim() === '' ? Number.NaN : values.quantity) as never,
    },
    context,
    options,
  )

interface Props {
  listSlug: string
  initial: ProductFormValues
  /** A part was sold: price, number of parts and methods are shown but cannot change (decision 010). */
  locked: boolean
  save(values: ProductValues): Promise<ActionResult<{ id: number }>>
}

/**
 * The product create/edit form (docs/rules.md#gifts, #parts, #forms): react-hook-form
 * with the zod schema the server uses, errors once a field was touched, the split flag switched off when the
 * methods stop allowing it, the part prices shown live, and fields a sold part locks disabled with the reason.
 * After saving it goes to /list/{slug}/products; server field errors come back onto their fields.
 */
export function ProductForm({ listSlug, initial, locked, save }: Props) {
  const t = useTranslations('productForm')
  const tg = useTranslations('gifts')
  const router = useRouter()
  const run = useActionRunner()
  const preview = usePartsPreview()
  const [leaving, setLeaving] = useState(false)
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductValues>({
    resolver: quantityResolver,
    mode: 'onTouched',
    defaultValues: initial,
  })
  const [cash, shop, split, count, price, imageUrl, unlimited, fund] = useWatch({
    control,
    name: [
      'cashAllowed',
      'shopAllowed',
      'productIsSplit',
      'nrOfProductParts',
      'price',
      'imageUrl',
      'unlimited',
      'fund',
    ],
  })
  const canSplit = maySplit({ cashAllowed: cash, shopAllowed: shop })

  // When cash-only stops holding, the split flag switches off.
  useEffect(() => {
    if (!canSplit && split && !locked) setValue('productIsSplit', false, { shouldDirty: true, shouldValidate: true })
  }, [canSplit, split, locked, setValue])

  async function submit(values: ProductValues) {
    const saved = await run(save({ ...values, id: initial.id, listId: initial.listId }), {
      // Field messages go onto their fields; anything else (a 409, or a field the form does not show) to the 'Oei!' modal.
      onError: (error) => {
        const shown = Object.entries(error.fields ?? {}).flatMap(([name, message]) => {
          const field = FIELDS.find((f) => f === name)
          return field ? [{ field, message }] : []
        })
        shown.forEach(({ field, message }, index) => setError(field, { message }, { shouldFocus: index === 0 }))
        return shown.length > 0
      },
    })
    if (saved === undefined) return
    setLeaving(true)
    router.push(`/list/${listSlug}/products`)
  }

  const cents = typeof parsePrice(price) === 'number' ? (parsePrice(price) as number) : null
  const methodsError = errors.cashAllowed?.message
  const lockedHint = locked ? t('lockedNote') : undefined
  const methodsDescribedBy = methodsError ? 'product-methods-hint product-methods-error' : 'product-methods-hint'

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-100 sm:p-8"
    >
      {locked && (
        <p id="product-locked" className="flex gap-3 rounded-2xl bg-butter px-4 py-3 text-sm text-stone-800">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('lockedNote')}
        </p>
      )}
      <TextField
        id="product-title"
        label={t('title')}
        autoComplete="off"
        aria-required="true"
        error={errors.title?.message}
        {...register('title')}
      />
      {locked ? (
        <TextField
          id="product-price"
          label={t('price')}
          value={initial.price}
          disabled
          aria-describedby="product-locked"
          className="[&_input]:bg-stone-100"
          readOnly
        />
      ) : (
        <TextField
          id="product-price"
          label={fund ? t('goal') : t('price')}
          hint={t('priceHint')}
          inputMode="decimal"
          autoComplete="off"
          aria-required="true"
          error={errors.price?.message}
          {...register('price')}
        />
      )}
      <TextField
        id="product-url"
        label={t('productUrl')}
        hint={t('productUrlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        error={errors.productUrl?.message}
        {...register('productUrl')}
      />
      <ImageUpload
        id="product-image"
        label={t('image')}
        listSlug={listSlug}
        value={imageUrl}
        onChange={(url) => setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })}
        error={errors.imageUrl?.message}
      />
      <TextareaField
        id="product-description"
        label={t('description')}
        hint={t('descriptionHint')}
        rows={5}
        error={errors.description?.message}
        {...register('description')}
      />

      <CheckboxField id="product-fund" label={t('fund')} hint={t('fundHint')} disabled={locked} {...register('fund')} />
      {!fund && (
        <>
          <fieldset className="flex flex-col gap-3" aria-describedby={lockedHint ? 'product-locked' : undefined}>
            <legend className="mb-1 text-sm font-semibold text-stone-800">{t('methodsLegend')}</legend>
            {locked ? (
              <>
                <CheckboxField
                  id="product-cash"
                  label={t('cashAllowed')}
                  checked={initial.cashAllowed}
                  disabled
                  readOnly
                />
                <CheckboxField
                  id="product-shop"
                  label={t('shopAllowed')}
                  checked={initial.shopAllowed}
                  disabled
                  readOnly
                />
              </>
            ) : (
              <>
                <CheckboxField
                  id="product-cash"
                  label={t('cashAllowed')}
                  aria-describedby={methodsDescribedBy}
                  aria-invalid={methodsError ? true : undefined}
                  {...register('cashAllowed', { deps: ['shopAllowed'] })}
                />
                <CheckboxField
                  id="product-shop"
                  label={t('shopAllowed')}
                  aria-describedby={methodsDescribedBy}
                  aria-invalid={methodsError ? true : undefined}
                  {...register('shopAllowed', { deps: ['cashAllowed', 'shopName'] })}
                />
              </>
            )}
            <p id="product-methods-hint" className="text-xs text-stone-600">
              {t('methodsHint')}
            </p>
            {methodsError && (
              <p id="product-methods-error" className="text-sm font-medium text-blush-700">
                {methodsError}
              </p>
            )}
          </fieldset>
          <TextField
            id="product-shop-name"
            label={t('shopName')}
            hint={t('shopNameHint')}
            autoComplete="off"
            aria-required={shop ? 'true' : undefined}
            error={errors.shopName?.message}
            {...register('shopName')}
          />

          <div className="flex flex-col gap-4 rounded-2xl bg-cream p-4 ring-1 ring-stone-100">
            <CheckboxField
              id="product-split"
              label={t('split')}
              hint={canSplit ? undefined : t('splitNote')}
              error={errors.productIsSplit?.message}
              disabled={locked || !canSplit}
              {...(locked
                ? { checked: initial.productIsSplit, readOnly: true }
                : register('productIsSplit', {
                    onChange: (event: { target: { checked: boolean } }) => {
                      if (event.target.checked && !(count >= 2)) setValue('nrOfProductParts', 2)
                    },
                  }))}
            />
            {(locked ? initial.productIsSplit : split) && (
              <PartsField
                id="product-parts"
                value={locked ? initial.nrOfProductParts : count}
                field={locked ? undefined : register('nrOfProductParts', { valueAsNumber: true })}
                onStep={(next) => setValue('nrOfProductParts', next, { shouldDirty: true, shouldValidate: true })}
                preview={preview(locked ? toCents(initial.price) : cents, locked ? initial.nrOfProductParts : count)}
                error={errors.nrOfProductParts?.message}
                disabled={locked}
              />
            )}
          </div>

          <SelectField
            id="product-category"
            label={t('category')}
            hint={t('categoryHint')}
            error={errors.category?.message}
            {...register('category')}
          >
            <option value="">{t('categoryNone')}</option>
            {GIFT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {tg(`category.${category}`)}
              </option>
            ))}
          </SelectField>
        </>
      )}
      {!fund && !(locked ? initial.productIsSplit : split) && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold text-stone-800">{t('quantityLegend')}</legend>
          <TextField
            id="product-quantity"
            label={t('quantity')}
            hint={t('quantityHint')}
            inputMode="numeric"
            autoComplete="off"
            disabled={unlimited}
            error={errors.quantity?.message}
            className="max-w-48"
            {...register('quantity')}
          />
          <CheckboxField id="product-unlimited" label={t('unlimited')} {...register('unlimited')} />
        </fieldset>
      )}
      <CheckboxField id="product-topper" label={t('topper')} hint={t('topperHint')} {...register('topper')} />
      <CheckboxField id="product-hidden" label={t('hidden')} hint={t('hiddenHint')} {...register('hidden')} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href={`/list/${listSlug}/products`} className={buttonClass('ghost')}>
          {t('cancel')}
        </Link>
        <Button type="submit" disabled={isSubmitting || leaving}>
          {isSubmitting || leaving ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  )
}

function toCents(price: string): number | null {
  const cents = parsePrice(price)
  return typeof cents === 'number' ? cents : null
}
