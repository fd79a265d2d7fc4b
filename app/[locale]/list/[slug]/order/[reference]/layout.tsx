import { SectionTexts } from '@/components/i18n/SectionTexts'
import { loadOrder } from './load-order'
import { pageLocale } from '@/lib/i18n/page'

type Props = { children: React.ReactNode; params: Promise<{ locale: string; slug: string; reference: string }> }

/**
 * Loads the order outside the segment's loading.tsx boundary: an unknown reference becomes a real 404 before
 * anything streams, while a client-side navigation here still shows the spinner of loading.tsx at once.
 */
export default async function OrderLayout({ children, params }: Props) {
  await pageLocale(params)
  await loadOrder((await params).reference)
  return <SectionTexts>{children}</SectionTexts>
}
