import type { MetadataRoute } from 'next'
import { t } from '@/lib/i18n'

/**
 * The web app manifest: the site installs on a phone's home screen, and a product page shared from the phone's
 * browser to it opens /user/share with the page's address (`url`, or inside `text`, as Android sends it).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: t('layout.brand'),
    short_name: t('layout.brand'),
    description: t('layout.description'),
    start_url: '/',
    display: 'standalone',
    background_color: '#fffaf5',
    theme_color: '#fffaf5',
    lang: 'nl-BE',
    icons: [
      { src: '/images/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/images/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/images/logo.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
    share_target: { action: '/user/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
  }
}
