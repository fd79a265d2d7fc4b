/**
 * The query parameters of a list search (`/list/search?baby=…&ouder=…&achternaam=…`): they keep the search in the
 * address, so 'Back' from a list shows the same results. A plain module: the server page and the client form both
 * read it.
 */
export const SEARCH_PARAMS = { baby: 'baby', parent: 'ouder', lastName: 'achternaam' } as const
