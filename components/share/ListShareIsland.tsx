'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import type { SharePanelData } from './SharePanel'

// The panel's code (and its texts' formatting) is fetched only when there is a panel to show: visitors never load it.
const SharePanel = lazy(() => import('./SharePanel').then((module) => ({ default: module.SharePanel })))

/**
 * The share panel on the public list page, for the people who manage the list only (decision 039). The page is one
 * cached document for every visitor (decisions 005, 019), so the panel is asked for in the browser: GET
 * /api/lists/{id}/share answers the owner, the managers and the administrators, and 401/403 to anyone else, who then
 * sees nothing. Mount it where only they look (the first-gift prompt of a new list), or it asks for every visitor.
 */
export function ListShareIsland({
  listId,
  headingLevel = 3,
  title,
  intro,
}: {
  listId: number
  headingLevel?: 2 | 3
  title?: string
  intro?: string
}) {
  const [data, setData] = useState<SharePanelData | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/lists/${listId}/share`, { cache: 'no-store', signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<SharePanelData>) : null))
      .then(setData)
      .catch(() => {})
    return () => controller.abort()
  }, [listId])
  if (!data) return null
  return (
    <Suspense fallback={null}>
      <SharePanel data={data} headingLevel={headingLevel} title={title} intro={intro} />
    </Suspense>
  )
}
