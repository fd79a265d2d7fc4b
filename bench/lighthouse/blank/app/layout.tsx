import type { Metadata } from 'next'
import type { ReactNode } from 'react'

// The blank reference of bench/lighthouse.mjs: what the same Next.js costs with nothing of ours on the page.
export const metadata: Metadata = {
  title: 'Blanco referentie',
  description: 'Een lege Next.js-pagina als referentie voor de snelheidsmetingen van de geboortelijst.',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nl">
      <body>{children}</body>
    </html>
  )
}
