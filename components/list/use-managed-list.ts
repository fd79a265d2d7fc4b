'use client'

import { useEffect, useState } from 'react'
import { useBrowserSession } from '@/components/auth/session'

/** The ids of the lists a user owns or manages, one request per user and page load, shared by every island that asks. */
const listIdsByUser = new Map<number, Promise<Set<number>>>()

function managedListIds(userId: number): Promise<Set<number>> {
  let ids = listIdsByUser.get(userId)
  if (!ids) {
    // `GET /api/lists?userId={id}`: the lists the user owns and manages, as the sidebar reads them.
    ids = fetch(`/api/lists?userId=${encodeURIComponent(userId)}`, { cache: 'no-store' })
      .then((res) => (res.ok ? res.json() : []))
      .then(
        (rows: unknown) =>
          new Set(
            (Array.isArray(rows) ? rows : [])
              .map((row) => row?.id)
              .filter((id): id is number => typeof id === 'number'),
          ),
      )
      .catch(() => new Set<number>())
    listIdsByUser.set(userId, ids)
  }
  return ids
}

/**
 * Whether the logged-in user owns or manages the list `listId`, asked in the browser: the cached public page carries
 * no owner (decision 033), so it is asked, not compared. False for visitors and while it is not known yet.
 */
export function useManagesList(listId: number): boolean {
  const { user } = useBrowserSession()
  const userId = user ? Number(user.id) : undefined
  const [answer, setAnswer] = useState<{ userId: number; manages: boolean } | null>(null)
  useEffect(() => {
    if (userId === undefined) return
    let current = true
    void managedListIds(userId).then((ids) => {
      if (current) setAnswer({ userId, manages: ids.has(listId) })
    })
    return () => {
      current = false
    }
  }, [userId, listId])
  return userId !== undefined && answer?.userId === userId && answer.manages
}
