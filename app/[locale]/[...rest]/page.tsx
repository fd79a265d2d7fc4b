import { notFound } from 'next/navigation'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

/** Every unknown address of a language: its own 404 page, in that language and inside the site's header and footer. */
export default async function UnknownPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  notFound()
}
