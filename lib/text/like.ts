/**
 * Escapes LIKE's wildcards (`%`, `_`) and its escape character for Prisma's `contains`/`startsWith`, which pass the
 * text to (I)LIKE as it is: a search for '50%' then finds '50%', not everything that contains '50'.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** A case-insensitive Prisma `contains` filter that takes % and _ literally. */
export function containing(search: string) {
  return { contains: escapeLike(search), mode: 'insensitive' as const }
}

/**
 * The filter of a search box over several fields: every word must be found in one of them, so 'Noor Peeters' finds the
 * row whose first name is Noor and last name Peeters. At most 8 words count; an empty search filters nothing.
 * @param fields the fields a word may be in, each as a Prisma filter built from the word's `containing` filter.
 */
export function everyWord<W>(
  search: string,
  fields: (c: ReturnType<typeof containing>) => W[],
): { AND?: { OR: W[] }[] } {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 8)
  return words.length ? { AND: words.map((word) => ({ OR: fields(containing(word)) })) } : {}
}
