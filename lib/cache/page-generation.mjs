// @ts-check
// A count of the changes to this process's page cache: the page cache handler counts every page it stores and every
// revalidation, and the server's cached answers (server/cached-answers.ts) serve a page only while the count is the
// one it had when the request that produced it began (decision 051). Kept on globalThis: Next loads the cache handler
// by path at run time and the server bundles its own copy of this module, and both must read one count.
const GENERATION = Symbol.for('geboortelijst.pageCache.generation')
const registry = /** @type {{ [GENERATION]?: number }} */ (globalThis)

/** How many pages this process's page cache has stored and revalidations it has run so far. */
export function pageCacheGeneration() {
  return registry[GENERATION] ?? 0
}

/** Counts one change to the page cache (a page stored, a tag or path revalidated). */
export function pageCacheChanged() {
  registry[GENERATION] = pageCacheGeneration() + 1
}
