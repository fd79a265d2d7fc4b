import type { List } from '@/lib/generated/prisma/client'
import type { ListVisibility } from '@/lib/generated/prisma/enums'

/**
 * A list as anyone may see it on its public page: no owner. `birthDate` is `yyyy-MM-dd`; `city` is
 * the place the parents chose to show, or null.
 */
export interface PublicListView {
  id: number
  url: string
  firstName: string
  lastName: string
  parent1FirstName: string
  parent1LastName: string
  parent2FirstName: string | null
  parent2LastName: string | null
  iban: string
  birthDate: string
  city: string | null
  introduction: string
  /** Who finds the list: PUBLIC (search), UNLISTED (its link only) or PROTECTED (its link and its code; decision 040). */
  visibility: ListVisibility
  /** Whether the IBAN stands on the public page; false: only on a transfer's confirmation and mail (decision 040). */
  ibanPublic: boolean
}

/**
 * A list as its owner and the administrators see it, and as the server's own code reads it: with the owner's id and
 * the code of a protected list and the account holder's name.
 */
export interface ListView extends PublicListView {
  userId: number
  /** The account holder's name the parents gave (the transfers' beneficiary); null: their own names. */
  accountHolder: string | null
  /** Whether givers get a thank-you mail once their transfer is marked received. */
  thankPayers: boolean
  /** The code visitors of a PROTECTED list enter; kept when the list becomes public again; null when never chosen. */
  accessCode: string | null
}

/**
 * What GET /api/lists/{id} and /api/lists/slug/{slug} answer: `userId` and `accessCode` only for the owner or an
 * administrator; `iban` only when it is public (`showsIban`) or for them.
 */
export type ListAnswer = Omit<PublicListView, 'iban'> & {
  iban?: string
  userId?: number
  accessCode?: string | null
  accountHolder?: string | null
  thankPayers?: boolean
}

/**
 * What a search result card shows (decision 033): the names, the birth date, the city and
 * when the list was made (`createdAt`, ISO 8601), so that two lists with the same names can be told apart. No IBAN,
 * introduction or owner.
 */
export type ListSearchResult = Omit<PublicListView, 'iban' | 'introduction' | 'visibility' | 'ibanPublic'> & {
  createdAt: string
}

export function toListView(list: List): ListView {
  return {
    ...toPublicListView(list),
    userId: list.userId,
    accessCode: list.accessCode,
    accountHolder: list.accountHolder,
    thankPayers: list.thankPayers,
  }
}

/** The list without its owner's id. */
export function toPublicListView(list: List): PublicListView {
  return {
    id: list.id,
    url: list.url,
    firstName: list.firstName,
    lastName: list.lastName,
    parent1FirstName: list.parent1FirstName,
    parent1LastName: list.parent1LastName,
    parent2FirstName: list.parent2FirstName,
    parent2LastName: list.parent2LastName,
    iban: list.iban,
    birthDate: list.birthDate.toISOString().slice(0, 10),
    city: list.city,
    introduction: list.introduction,
    visibility: list.visibility,
    ibanPublic: list.ibanPublic,
  }
}

/** A search result card of `list`. */
export function toSearchResult(list: List): ListSearchResult {
  const {
    iban: _iban,
    introduction: _introduction,
    visibility: _visibility,
    ibanPublic: _ibanPublic,
    ...rest
  } = toPublicListView(list)
  return { ...rest, createdAt: list.createdAt.toISOString() }
}
