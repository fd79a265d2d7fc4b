import { getTranslations } from 'next-intl/server'
import { formatIban } from '@/lib/payments/iban'
import type { ListView } from '@/lib/lists'
import { OwnerActions } from './OwnerActions'
import { PRIVATE_TEXT_CLASS } from '@/lib/analytics/config'

/** The parents' names as one phrase: 'Jan Peeters en Lies Janssens', or one name when there is no second parent. */
export function parentNames(list: ListView, and: string): string {
  const parent1 = `${list.parent1FirstName} ${list.parent1LastName}`.trim()
  const parent2 = `${list.parent2FirstName ?? ''} ${list.parent2LastName ?? ''}`.trim()
  return parent2 ? `${parent1} ${and} ${parent2}` : parent1
}

/**
 * The header of the public list page (spec §2 "Public list page"): the child's name, the parents, the
 * 'Pamperrekening:' IBAN in groups of 4, the introduction in italic with its line breaks, and the owner's buttons.
 */
export async function ListHeader({ list }: { list: ListView }) {
  const t = await getTranslations('list')
  return (
    <header className="flex flex-col items-center gap-4 text-center">
      <p className="text-sm font-medium uppercase tracking-wider text-blush-600">{t('eyebrow')}</p>
      <h1 className="text-3xl font-bold text-stone-800 sm:text-4xl">
        {list.firstName} {list.lastName}
      </h1>
      <p className="text-stone-600">{t('parents', { parents: parentNames(list, t('and')) })}</p>
      <p className="rounded-full bg-white px-4 py-1.5 text-sm text-stone-700 shadow-sm ring-1 ring-brand-100">
        <span className="font-medium">{t('iban')}</span>{' '}
        <span className={`${PRIVATE_TEXT_CLASS} whitespace-nowrap font-mono tracking-wide`}>{formatIban(list.iban)}</span>
      </p>
      {list.introduction.trim() && (
        <p className="max-w-2xl whitespace-pre-line italic leading-relaxed text-stone-600">{list.introduction.trim()}</p>
      )}
      <OwnerActions listSlug={list.url} listUserId={list.userId} />
    </header>
  )
}
