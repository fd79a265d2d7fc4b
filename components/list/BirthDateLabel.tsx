'use client'

import { useSyncExternalStore } from 'react'
import { belgianToday } from '@/lib/lists/birth-date'

const noSubscription = () => () => {}

/**
 * The list's date line on the cached public page: 'Verwacht op …' or 'Geboren op …'. The server renders it as it
 * read on the day of the render (`due`); the browser decides again by its own Belgian date, so a page cached the day
 * before says 'Geboren op' from the day itself on without leaving the cache (decision 041). Both texts come from the
 * server (lib/lists/date-label.ts).
 */
export function BirthDateLabel({
  date,
  due,
  dueText,
  bornText,
  className,
}: {
  date: string
  due: boolean
  dueText: string
  bornText: string
  className?: string
}) {
  // The server's reading while hydrating (no mismatch), the browser's right after.
  const stillDue = useSyncExternalStore(
    noSubscription,
    () => date > belgianToday(),
    () => due,
  )
  return (
    <p className={className}>
      <time dateTime={date}>{stillDue ? dueText : bornText}</time>
    </p>
  )
}
