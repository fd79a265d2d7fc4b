'use client'

import clsx from 'clsx'
import { Check, Copy, Download, FileText, Mail, MessageCircle, QrCode, Save, Share2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react'
import { Button, buttonClass } from '@/components/ui/Button'
import { inputClass } from '@/components/ui/TextField'
import { CARD_LINE_MAX } from '@/lib/share/constants'

/** What the panel shows: the answer of GET /api/lists/{id}/share (`ShareInfo` of lib/share). */
export interface SharePanelData {
  listId: number
  listUrl: string
  shortUrl: string
  child: string
  cardLine: string | null
  files: { qrSvg: string; qrPng: string; cardA6: string; cardA4: string }
}

interface SharePanelProps {
  data: SharePanelData
  /** The level of the panel's heading in the page around it. */
  headingLevel?: 2 | 3
  /** A title and introduction of its own (right after the list was made); default 'Deel je geboortelijst'. */
  title?: string
  intro?: string
  className?: string
}

/** A link as people read it: without 'https://'. */
const bare = (url: string) => url.replace(/^https?:\/\//, '')

/** Copies `text`, answering whether it worked (the clipboard needs https or localhost and a user's tap). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** One address with its copy button; the result ('Gekopieerd') is announced in the panel's status line. */
function CopyRow({
  id,
  label,
  value,
  copyLabel,
  copied,
  onCopy,
}: {
  id: string
  label: string
  value: string
  copyLabel: string
  copied: boolean
  onCopy: (input: HTMLInputElement | null) => void
}) {
  const t = useTranslations('share')
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className={inputClass(false, 'min-w-0 flex-1 font-mono text-sm')}
        />
        <Button
          variant="secondary"
          size="md"
          aria-label={copyLabel}
          onClick={() => onCopy(input.current)}
          className="shrink-0"
        >
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          <span aria-hidden="true">{copied ? t('copied') : t('copy')}</span>
        </Button>
      </div>
    </div>
  )
}

/** A file of the list to download, as a quiet button-like link. */
function FileLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <a href={href} download className={buttonClass('ghost', 'sm', 'justify-start')}>
      {icon}
      {children}
    </a>
  )
}

const neverChanges = () => () => {}
/** Known only in the browser: the server's HTML shows the links every browser can use. */
const hasShareSheet = () => typeof navigator.share === 'function'

/**
 * The parents' share panel (decision 039): the list's address with a copy button ('Gekopieerd'), the system share
 * sheet where the browser has one (phones), WhatsApp and e-mail links, the short link, the QR code with its SVG and
 * PNG downloads, the printable card (A6, or four on A4) and the line printed on it. For the people who manage the
 * list only: the owner pages render it, the public page loads it in the browser (`ListShareIsland`).
 */
export function SharePanel({ data, headingLevel = 2, title, intro, className }: SharePanelProps) {
  const t = useTranslations('share')
  const id = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const Sub = headingLevel === 2 ? 'h3' : 'h4'
  const [status, setStatus] = useState<{ kind: 'list' | 'short' | 'failed' | 'saved' } | null>(null)
  const [cardLine, setCardLine] = useState(data.cardLine ?? '')
  const [saving, setSaving] = useState(false)
  const [cardLineError, setCardLineError] = useState<string | null>(null)

  const canShare = useSyncExternalStore(neverChanges, hasShareSheet, () => false)

  const copy = (kind: 'list' | 'short', value: string) => async (input: HTMLInputElement | null) => {
    if (await copyText(value)) return setStatus({ kind })
    input?.select()
    setStatus({ kind: 'failed' })
  }

  const share = async () => {
    try {
      await navigator.share({
        title: t('shareText', { child: data.child }),
        text: t('shareText', { child: data.child }),
        url: data.listUrl,
      })
    } catch {
      // Closed without sharing, or refused: nothing to tell.
    }
  }

  const saveCardLine = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setCardLineError(null)
    try {
      const res = await fetch(`/api/lists/${data.listId}/share`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cardLine }),
      })
      const body = (await res.json().catch(() => null)) as {
        cardLine?: string | null
        error?: { message?: string; details?: { fields?: Record<string, string> } }
      } | null
      if (!res.ok) {
        setCardLineError(body?.error?.details?.fields?.cardLine ?? body?.error?.message ?? t('cardLineFailed'))
        return
      }
      setCardLine(body?.cardLine ?? '')
      setStatus({ kind: 'saved' })
    } catch {
      setCardLineError(t('cardLineFailed'))
    } finally {
      setSaving(false)
    }
  }

  const download = <Download aria-hidden="true" className="size-4" />
  const card = <FileText aria-hidden="true" className="size-4" />
  const message = t('whatsappText', { child: data.child, url: data.listUrl })
  const mailto = `mailto:?subject=${encodeURIComponent(t('mailSubject', { child: data.child }))}&body=${encodeURIComponent(t('mailBody', { child: data.child, url: data.listUrl }))}`
  const statusText =
    status?.kind === 'failed'
      ? t('copyFailed')
      : status?.kind === 'saved'
        ? t('cardLineSaved')
        : status
          ? t('copied')
          : ''

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx(
        'flex w-full flex-col gap-6 rounded-3xl bg-white p-5 text-left shadow-sm ring-1 ring-brand-100 sm:p-7',
        className,
      )}
    >
      <div>
        <Heading id={`${id}-title`} className="flex items-center gap-2 text-xl font-semibold text-stone-900">
          <Share2 aria-hidden="true" className="size-5 text-brand-600" />
          {title ?? t('title')}
        </Heading>
        <p className="mt-1 text-stone-600">{intro ?? t('intro')}</p>
      </div>

      <div className="flex flex-col gap-4">
        <CopyRow
          id={`${id}-url`}
          label={t('addressLabel')}
          value={data.listUrl}
          copyLabel={t('copyAddress')}
          copied={status?.kind === 'list'}
          onCopy={copy('list', data.listUrl)}
        />
        <div className="flex flex-wrap gap-2">
          {canShare && (
            <Button variant="primary" size="sm" onClick={share}>
              <Share2 aria-hidden="true" className="size-4" />
              {t('shareSheet')}
            </Button>
          )}
          <a
            href={`https://wa.me/?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'sm')}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('whatsapp')}
            <span className="sr-only">{t('newTab')}</span>
          </a>
          <a href={mailto} className={buttonClass('secondary', 'sm')}>
            <Mail aria-hidden="true" className="size-4" />
            {t('email')}
          </a>
        </div>
        <CopyRow
          id={`${id}-short`}
          label={t('shortLabel')}
          value={data.shortUrl}
          copyLabel={t('copyShort')}
          copied={status?.kind === 'short'}
          onCopy={copy('short', data.shortUrl)}
        />
        <p className="-mt-2 text-xs text-stone-600">{t('shortHint')}</p>
        <p
          role="status"
          aria-live="polite"
          className={clsx(
            'text-sm font-medium',
            status?.kind === 'failed' ? 'text-blush-700' : 'text-brand-700',
            !statusText && 'sr-only',
          )}
        >
          {statusText}
        </p>
      </div>

      <div className="flex flex-col gap-4 border-t border-brand-100 pt-5">
        <Sub className="flex items-center gap-2 font-semibold text-stone-900">
          <QrCode aria-hidden="true" className="size-5 text-brand-600" />
          {t('qrTitle')}
        </Sub>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG made per list, nothing for the optimizer to do */}
          <img
            src={data.files.qrSvg}
            alt={t('qrAlt', { url: bare(data.shortUrl) })}
            width={160}
            height={160}
            className="size-40 shrink-0 self-center rounded-xl ring-1 ring-stone-200 sm:self-start"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            <ul aria-label={t('downloadsLabel')} className="flex flex-col gap-1">
              <li>
                <FileLink href={data.files.qrSvg} icon={download}>
                  {t('qrSvg')}
                </FileLink>
              </li>
              <li>
                <FileLink href={data.files.qrPng} icon={download}>
                  {t('qrPng')}
                </FileLink>
              </li>
              <li>
                <FileLink href={data.files.cardA6} icon={card}>
                  {t('cardA6')}
                </FileLink>
              </li>
              <li>
                <FileLink href={data.files.cardA4} icon={card}>
                  {t('cardA4')}
                </FileLink>
              </li>
            </ul>
            <form method="post" onSubmit={saveCardLine} noValidate className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-line`} className="text-sm font-semibold text-stone-800">
                {t('cardLineLabel')}
              </label>
              <div className="flex gap-2">
                <input
                  id={`${id}-line`}
                  value={cardLine}
                  onChange={(e) => setCardLine(e.target.value)}
                  maxLength={CARD_LINE_MAX}
                  aria-invalid={cardLineError ? true : undefined}
                  aria-describedby={clsx(`${id}-line-hint`, cardLineError && `${id}-line-error`)}
                  className={inputClass(!!cardLineError, 'min-w-0 flex-1')}
                />
                <Button type="submit" variant="secondary" size="md" disabled={saving} className="shrink-0">
                  <Save aria-hidden="true" className="size-4" />
                  {saving ? t('cardLineSaving') : t('cardLineSave')}
                </Button>
              </div>
              <p id={`${id}-line-hint`} className="text-xs text-stone-600">
                {t('cardLineHint', { max: CARD_LINE_MAX })}
              </p>
              {cardLineError && (
                <p id={`${id}-line-error`} className="text-sm font-medium text-blush-700">
                  {cardLineError}
                </p>
              )}
            </form>
          </div>
        </div>
      </div>
    </section>
  )
}
