'use client'

import { Link, useRouter } from '@/i18n/navigation'
import type { ComponentProps } from 'react'

/**
 * A `Link` of the site's navigation and footer that prefetches its page only when the visitor shows the intent to
 * follow it (pointer over it, a touch, the focus), not merely because it is on screen: a phone on a slow or metered
 * connection then does not fetch the code of four other pages with every page it opens.
 */
export function IntentLink({
  href,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof Link> & { href: string }) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch()
        onPointerEnter?.(event)
      }}
      onTouchStart={(event) => {
        prefetch()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        prefetch()
        onFocus?.(event)
      }}
      {...props}
    />
  )
}
