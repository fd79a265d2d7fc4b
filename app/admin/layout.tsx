import { SectionTexts } from '@/components/i18n/SectionTexts'

/** The section's client texts beside the root layout's (decision 048). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <SectionTexts>{children}</SectionTexts>
}
