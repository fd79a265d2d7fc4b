import 'server-only'
import { getDb } from '@/lib/db'
import { searchableWhere } from './visibility'

/** A sitemap file holds at most 50,000 addresses; the site's own pages take a few of them. */
export const SITEMAP_MAX_LISTS = 49_000

/**
 * The lists the sitemap names (decision 040): exactly those the search shows (`searchableWhere`: public, owner
 * confirmed, not waiting for review), never an unlisted, protected, inactive or waiting one; oldest first.
 * @returns each list's slug and when it last changed.
 */
export async function sitemapLists(): Promise<{ url: string; updatedAt: Date }[]> {
  const prisma = await getDb()
  return prisma.list.findMany({
    where: searchableWhere,
    select: { url: true, updatedAt: true },
    orderBy: { id: 'asc' },
    take: SITEMAP_MAX_LISTS,
  })
}
