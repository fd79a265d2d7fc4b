import type { ReactNode } from 'react'
import { ConfirmEmailReminder } from '@/components/auth/ConfirmEmailReminder'
import { SectionTexts } from '@/components/i18n/SectionTexts'
import { currentUser } from '@/lib/auth'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

/**
 * Every management page of a list (settings, products, product form, orders): while the logged-in parent's
 * e-mail address is unconfirmed, the reminder with 'Opnieuw versturen' shows above the page (docs/rules.md#accounts).
 * The pages themselves check who may see them (managed-list.ts). Their client texts come from `SectionTexts`.
 */
export default async function ManageLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params)
  const user = await currentUser()
  return (
    <SectionTexts>
      {user && !user.emailConfirmed && (
        <div className="bg-brand-50/70 px-4 pt-6 sm:px-6">
          <div className="mx-auto max-w-5xl">
            <ConfirmEmailReminder email={user.email} />
          </div>
        </div>
      )}
      {children}
    </SectionTexts>
  )
}
