import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getListBySlug } from '@/lib/lists'
import { isDomainError } from '@/lib/errors'
import { CheckoutView } from './CheckoutView'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout')
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * spec §2 "Checkout 'Afrekenen'". The list comes from the server (its id goes into the order request); the
 * cart lives in the browser, so the summary and the form are a client component.
 */
export default async function CheckoutPage({ params }: Props) {
  const { slug } = await params
  let list
  try {
    list = await getListBySlug(slug)
  } catch (error) {
    if (isDomainError(error) && error.status === 404) notFound()
    throw error
  }
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <CheckoutView list={{ id: list.id, url: list.url, firstName: list.firstName }} />
    </div>
  )
}
