import { Link } from '@/i18n/navigation'
import { ArrowLeft } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

/** The frame of the add and edit screens: a way back to the overview, the title and the list it belongs to. */
export async function ProductPageShell({
  listSlug,
  title,
  child,
  children,
}: {
  listSlug: string
  title: string
  child: string
  children: ReactNode
}) {
  const t = await getTranslations('products')
  const tForm = await getTranslations('productForm')
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-cream">
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-14 sm:px-6 sm:pt-14">
        <Link
          href={`/list/${listSlug}/products`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('backToProducts')}
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-lg text-stone-600">{tForm('intro', { child })}</p>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  )
}
