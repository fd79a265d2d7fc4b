import type { List } from '@/lib/generated/prisma/client'

/** A list as shown publicly and returned by the API (spec §3, List). `birthDate` is `yyyy-MM-dd`. */
export interface ListView {
  id: number
  url: string
  userId: number
  firstName: string
  lastName: string
  parent1FirstName: string
  parent1LastName: string
  parent2FirstName: string | null
  parent2LastName: string | null
  iban: string
  birthDate: string
  introduction: string
}

/** What a search result card shows (spec §2, List search): no IBAN, no introduction. */
export type ListSearchResult = Omit<ListView, 'iban' | 'introduction' | 'userId'>

export function toListView(list: List): ListView {
  return {
    id: list.id,
    url: list.url,
    userId: list.userId,
    firstName: list.firstName,
    lastName: list.lastName,
    parent1FirstName: list.parent1FirstName,
    parent1LastName: list.parent1LastName,
    parent2FirstName: list.parent2FirstName,
    parent2LastName: list.parent2LastName,
    iban: list.iban,
    birthDate: list.birthDate.toISOString().slice(0, 10),
    introduction: list.introduction,
  }
}
