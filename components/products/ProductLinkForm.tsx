'use client'

import { useState, type FormEvent } from 'react'
import { useRouter } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { Link2 } from 'lucide-react'
import { useActionRunner } from '@/components/auth/client'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import type { ActionResult } from '@/lib/http/action'
import type { ProductPreview } from '@/lib/products/link'
import { prefillQuery } from '@/lib/products/link/prefill'

type Props = {
  listId: number
  listSlug: string
  /** A shared address to start with. */
  initialUrl?: string
  preview: (input: { url: string; listId: number }) => Promise<ActionResult<ProductPreview>>
}

/**
 * 'Van een webshop' on the add page: the address of a product page, read by the server; the product form then opens
 * with what the page said (or with only the address and a message when it could not be read).
 */
export function ProductLinkForm({ listId, listSlug, initialUrl = '', preview }: Props) {
  const t = useTranslations('productLink')
  const router = useRouter()
  const run = useActionRunner()
  const [url, setUrl] = useState(initialUrl)
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    const found = await run(preview({ url, listId }), { onFields: (fields) => setError(fields.url) })
    if (found === undefined) {
      setBusy(false)
      return
    }
    router.push(`/list/${listSlug}/product/manual?${prefillQuery(found)}`)
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-3" aria-busy={busy}>
      <TextField
        id="product-link"
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        label={t('label')}
        placeholder={t('placeholder')}
        value={url}
        error={error}
        onChange={(event) => setUrl(event.target.value)}
      />
      <Button type="submit" disabled={busy} className="self-start">
        <Link2 className="size-4" aria-hidden="true" />
        {t('submit')}
      </Button>
    </form>
  )
}
