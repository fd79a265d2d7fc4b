'use client'

import { useEffect, useState } from 'react'

/**
 * The current year in the footer. Pages are prerendered, so the server's HTML carries the year of the build;
 * the browser puts in the year of today once it runs, and the two differ only in the new year until a rebuild.
 */
export function CurrentYear({ renderedYear }: { renderedYear: number }) {
  const [year, setYear] = useState(renderedYear)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return <>{year}</>
}
