import { getLocale, getTranslations } from 'next-intl/server'
import { formatIban } from '@/lib/payments/iban'
import type { PublicListView } from '@/lib/lists'
import { dateLabel } from '@/lib/lists/date-label'
import { childName } from '@/lib/lists/display'
import { BirthDateLabel } from './BirthDateLabel'
import { OwnerActions } from './OwnerActions'
import { showsIban } from '@/lib/lists/visibility'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'

/** The parents' names as one phrase: 'Jan Peeters en Lies Janssens', or one name when there is no second parent. */
export function parentNames(list: PublicListView, and: string): string {
  const parent1 = `${list.parent1FirstName} ${list.parent1LastName}`.trim()
  const parent2 = `${list.parent2FirstName ?? ''} ${list.parent2LastName ?? ''}`.trim()
  return parent2 ? `${parent1} ${and} ${parent2}` : parent1
}

/**
 * The header of the public list page (docs/rules.md#list-page): the child's name ('Baby van Sofie en Jonas' while
 * it has no first name), the parents, the date ('Verwacht op …' or 'Geboren op …', decided again in the browser), the
 * 'Pamperrekening:' IBAN in groups of 4, the introduction in italic with its line breaks, and the owner's buttons.
 * A list that is not active (its owner has not confirmed the e-mail address, decision 033) shows no IBAN: the page
 * says so instead (`InactiveListNotice`), and only its owner sees the IBAN, in the owner's island.
 */
export async function ListHeader({ list, active }: { list: PublicListView; active: boolean }) {
  const t = await getTranslations('list')
  const date = dateLabel(list.birthDate, await getLocale())
  return (
    <header className="flex flex-col items-center gap-4 text-center">
      <p className="text-sm font-medium uppercase tracking-wider text-blush-600">{t('eyebrow')}</p>
      <h1 className="text-3xl font-bold break-words text-stone-800 sm:text-4xl">{childName(list)}</h1>
      <p className="text-stone-600">{t('parents', { parents: parentNames(list, t('and')) })}</p>
      <BirthDateLabel
        date={list.birthDate}
        due={date.due}
        dueText={date.dueText}
        bornText={date.bornText}
        className="-mt-2 text-sm font-medium text-stone-700"
      />
      {/* The page is the same for everyone: with `ibanPublic` off, givers get the IBAN on a transfer's confirmation only (decision 040). */}
      {active && showsIban(list, { manages: false }) && (
        <p className="rounded-full bg-white px-4 py-1.5 text-sm text-stone-700 shadow-sm ring-1 ring-brand-100">
          <span className="font-medium">{t('iban')}</span>{' '}
          <span className={`${PRIVATE_TEXT_CLASS} whitespace-nowrap font-mono tracking-wide`}>
            {formatIban(list.iban)}
          </span>
        </p>
      )}
      {active && !showsIban(list, { manages: false }) && (
        <p className="max-w-xl text-sm text-stone-600">{t('ibanAfterOrder')}</p>
      )}
      {list.introduction.trim() && (
        <p className="max-w-2xl whitespace-pre-line italic leading-relaxed text-stone-600">
          {list.introduction.trim()}
        </p>
      )}
      <OwnerActions listId={list.id} listSlug={list.url} active={active} />
    </header>
  )
}

/** What a visitor of a list that is not active reads, where the gifts would be given (decision 033). */
export async function InactiveListNotice() {
  const t = await getTranslations('list')
  return (
    <section
      aria-labelledby="list-inactive"
      className="mx-auto flex w-full max-w-2xl flex-col gap-2 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-amber-200"
    >
      <h2 id="list-inactive" className="text-lg font-semibold text-stone-900">
        {t('inactiveTitle')}
      </h2>
      <p className="text-stone-700">{t('inactiveText')}</p>
    </section>
  )
}
