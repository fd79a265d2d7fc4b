'use client'

import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * The current year in the footer. Pages are prerendered, so the server's HTML carries the year of the build;
 * the browser puts in the year of today once it runs, and the two differ only in the new year until a rebuild.
 */
export function CurrentYear({ renderedYear }: { renderedYear: number }) {
  const year = useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => renderedYear,
  )
  return <>{year}</>
}
