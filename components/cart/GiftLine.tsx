import { formatApproximateEuro, formatEuro } from '@/lib/money'
import { ProductImage } from './ProductImage'
import { useLocale } from 'next-intl'

/**
 * One gift in a read-only summary (checkout, confirmation): image, title, an optional detail line
 * (chosen parts, shop) and the price, prefixed '±' for shop gifts whose price is an estimate.
 */
export function GiftLine({
  title,
  imageUrl,
  detail,
  price,
  approximate = false,
}: {
  title: string
  imageUrl: string | null
  detail?: React.ReactNode
  price: number
  approximate?: boolean
}) {
  const locale = useLocale()
  return (
    <li className="flex items-center gap-3 py-3">
      <ProductImage
        src={imageUrl}
        alt=""
        width={56}
        height={56}
        className="h-14 w-14 shrink-0 rounded-xl bg-brand-50/50 object-contain"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-stone-800">{title}</p>
        {detail ? <div className="text-xs text-stone-500">{detail}</div> : null}
      </div>
      <p className="shrink-0 text-sm font-semibold text-stone-800">
        {approximate ? formatApproximateEuro(price, locale) : formatEuro(price, locale)}
      </p>
    </li>
  )
}
