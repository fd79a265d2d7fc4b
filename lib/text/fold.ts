/**
 * Folds a name for case- and accent-insensitive matching (the list search): Unicode NFD,
 * combining marks removed, lower case, inner white space collapsed. 'Zoë ' and 'ZOE' both give 'zoe'.
 */
export function foldName(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}
