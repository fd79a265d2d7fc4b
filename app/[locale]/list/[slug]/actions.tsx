'use server'

import type { ReactNode } from 'react'
import { cookies, headers } from 'next/headers'
import { getLocale } from 'next-intl/server'
import { currentActor } from '@/lib/auth'
import { clientIp, enforceRateLimit } from '@/lib/http/rate-limit'
import { listOpenWithout, loadGatedList } from '@/lib/lists/access'
import ListPage from './page'
import { openedParams } from './opened-render'

/**
 * The content of a protected list's page (decision 040), for the code form on its cached page: the page as everyone
 * else gets it, when the browser's list-code cookie (set by POST /api/lists/{id}/access) or the visitor's role (owner,
 * manager, administrator) opens the list; null otherwise (nothing about the list is answered then). No code is tried
 * here, so nothing counts against the guess limits; the reads count against the `read` limit like the REST reads.
 * @throws DomainError RATE_LIMITED (429) past the `read` limit; the form then shows the code field as before.
 */
export async function openProtectedList(slug: string): Promise<{ content: ReactNode } | null> {
  await enforceRateLimit('read', clientIp(await headers()))
  const list = typeof slug === 'string' ? await loadGatedList(slug) : null
  if (!list || !listOpenWithout(list, await currentActor(), { cookies: await cookies() })) return null
  return { content: <ListPage params={openedParams(list.url, await getLocale())} /> }
}
