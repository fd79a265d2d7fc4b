// Next's page cache (ISR) as it comes with Next — its file-system cache with the in-memory LRU in front — except that
// a page answered 404 is never stored (issue 8): otherwise every random slug (`/list/zz-1`, `/list/zz-2`, …) left its
// not-found page on disk and in memory (500 such requests: 3,500 files, +43 MB on disk, +190 MB of memory), so anyone
// could fill both. A 404 is rendered again on each visit instead; it reads one indexed row. Configured as
// `cacheHandler` in next.config.js (decision 021). Plain ESM: Next loads it at run time, outside its bundles.
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const Base = FileSystemCache.default ?? FileSystemCache

export default class PageCacheHandler extends Base {
  /** Stores an entry as Next's own cache does, unless it is a page answered with 404. */
  async set(key, data, ctx) {
    if (data && typeof data === 'object' && data.kind === 'APP_PAGE' && data.status === 404) return
    return super.set(key, data, ctx)
  }
}
