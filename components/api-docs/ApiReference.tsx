'use client'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'

function Loading() {
  const t = useTranslations('apiDocs')
  return <p className="mx-auto max-w-6xl px-4 py-10 text-stone-600 sm:px-6">{t('loading')}</p>
}

// Scalar is a Vue application of its own that only runs in the browser; loaded here, its JavaScript and CSS are chunks
// of /api/docs alone and never reach the giver's pages.
const ScalarReference = dynamic(() => import('./ScalarReference'), { ssr: false, loading: Loading })

/** The interactive reference of the REST API: Scalar rendering /api/openapi.json (decision 047). */
export function ApiReference() {
  return <ScalarReference />
}
