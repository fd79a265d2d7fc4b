import { getImageProps } from 'next/image'
import { PLACEHOLDER_IMAGE } from './image-placeholder'

/** The `<img>` attributes that pick a file of the shown size (images in the size they are shown). */
export interface ResponsiveImage {
  src: string
  srcSet?: string
  sizes?: string
}

/** Widths offered for a Cloudinary image (the card on a 3× phone is 288 px, the drawer 400 px at 2×). */
const CLOUDINARY_WIDTHS = [160, 320, 480, 800]

/**
 * A gift photo as a plain `<img>` in the size it is shown, as WebP or AVIF where the browser takes them:
 * - our own uploads (`/uploads/…`, WebP up to 1600 px) through Next's image optimizer (`getImageProps`: a `srcset`
 *   of resized copies, cached by Next);
 * - Cloudinary photos through Cloudinary's own resizing (`f_auto,q_auto,w_…`);
 * - anything else (vector drawings, a shop's own URL) as it is.
 * `sizes` is the CSS width the image takes, as in the `sizes` attribute ('(min-width: 640px) 400px, 96px').
 * A missing `src` gives the placeholder.
 */
export function responsiveImage(
  src: string | null | undefined,
  width: number,
  height: number,
  sizes: string,
): ResponsiveImage {
  if (!src) return { src: PLACEHOLDER_IMAGE }
  if (src.startsWith('/uploads/') && !src.includes('?')) {
    const { props } = getImageProps({ src, alt: '', width, height, sizes, quality: 75 })
    return { src: props.src, srcSet: props.srcSet, sizes: props.sizes }
  }
  const cloudinary = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/.exec(src)
  if (cloudinary) {
    const [, base, rest] = cloudinary
    const at = (w: number) => `${base}f_auto,q_auto,c_limit,w_${w}/${rest}`
    return { src: at(width), srcSet: CLOUDINARY_WIDTHS.map((w) => `${at(w)} ${w}w`).join(', '), sizes }
  }
  return { src }
}
