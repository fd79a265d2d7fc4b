import type { List } from '@/lib/generated/prisma/client'

/**
 * A list as anyone may see it on its public page (spec §3, List): no owner. `birthDate` is `yyyy-MM-dd`; `city` is
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
}

/** A list as its owner and the administrators see it, and as the server's own code reads it: with the owner's id. */
export interface ListView extends PublicListView {
  userId: number
}

/** What GET /api/lists/{id} and /api/lists/slug/{slug} answer: `userId` only for the owner or an administrator. */
export type ListAnswer = PublicListView & { userId?: number }

/**
 * What a search result card shows (spec §2, List search; decision 033): the names, the birth date, the city and
 * when the list was made (`createdAt`, ISO 8601), so that two lists with the same names can be told apart. No IBAN,
 * introduction or owner.
 */
export type ListSearchResult = Omit<PublicListView, 'iban' | 'introduction'> & { createdAt: string }

export function toListView(list: List): ListView {
  return { ...toPublicListView(list), userId: list.userId }
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
  }
}

/** A search result card of `list`. */
export function toSearchResult(list: List): ListSearchResult {
  const { iban: _iban, introduction: _introduction, ...rest } = toPublicListView(list)
  return { ...rest, createdAt: list.createdAt.toISOString() }
}
