'use client'

import { useEffect, useRef, useState } from 'react'

import { PLACEHOLDER_IMAGE } from './image-placeholder'
import { responsiveImage } from './image-props'

/**
 * A plain, lazily loaded product image with fixed dimensions (no layout shift) that falls back to the
 * placeholder when the URL is missing or broken. A plain <img>: product images come from any shop's domain.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
  sizes = `${width}px`,
}: {
  src: string | null | undefined
  alt: string
  width: number
  height: number
  className?: string
  eager?: boolean
  /** The CSS width the image is shown at (the `sizes` attribute); the `width` in pixels by default. */
  sizes?: string
}) {
  // Remember which URL failed, so the drawer reusing this element for another product tries the new URL.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const failed = !!src && failedSrc === src
  const ref = useRef<HTMLImageElement>(null)
  // An image that failed before hydration fired its error event before React listened.
  // naturalWidth alone cannot tell (an SVG with only a viewBox may report 0), so such an image is probed once more.
  useEffect(() => {
    const img = ref.current
    if (!img || !src || !img.complete || img.naturalWidth > 0) return
    const probe = new Image()
    probe.onerror = () => setFailedSrc(src)
    probe.src = src
    return () => {
      probe.onerror = null
    }
  }, [src])
  return (
    // eslint-disable-next-line @next/next/no-img-element -- product images come from any shop domain (see above)
    <img
      ref={ref}
      {...(!src || failed ? { src: PLACEHOLDER_IMAGE } : responsiveImage(src, width, height, sizes))}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => src && setFailedSrc(src)}
      className={className}
    />
  )
}
