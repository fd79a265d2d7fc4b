import { SectionTexts } from '@/components/i18n/SectionTexts'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

/** The section's client texts beside the root layout's (decision 048). */
export default async function Layout({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  await pageLocale(params)
  return <SectionTexts>{children}</SectionTexts>
}
