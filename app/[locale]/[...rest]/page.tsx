import { notFound } from 'next/navigation'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

// Its metadata says not-found too: Next then takes the 404 page's title instead of the site's default one.
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<never> {
  await pageLocale(params)
  notFound()
}

/** Every unknown address of a language: its own 404 page, in that language and inside the site's header and footer. */
export default async function UnknownPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  notFound()
}
