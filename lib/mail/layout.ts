import mjml2html from 'mjml'
import { currentLocale, t } from '@/lib/i18n'
import { escapeHtml, siteUrl } from './html'
import type { MailMessage } from './index'

// Every mail is described once as blocks and written from them twice: as HTML through MJML (the site's logo, colours
// and a layout mail clients render alike, dark mode included) and as the plain-text part (decision 058).

/** A gift line of a mail: its words, and optionally the product's picture and the shop's page. */
export interface MailItem {
  text: string
  /** The product's image: an absolute http(s) address or one of the site's own paths; anything else is left out. */
  image?: string | null
  link?: { href: string; label: string } | null
}

/** One part of a mail's body, in reading order. Every text is plain text: the layout escapes it. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Lines kept together in one paragraph (a line break between them). */
  | { kind: 'lines'; lines: string[] }
  /** A section title; the plain-text part writes it with a colon, the lines that follow it directly under it. */
  | { kind: 'heading'; text: string }
  | { kind: 'items'; items: MailItem[] }
  /** Facts to copy, on a tinted panel: the transfer's amount, IBAN, beneficiary and communication. */
  | { kind: 'details'; rows: string[] }
  /** An attached image shown by content id (the EPC QR code); HTML only, as the plain-text part cannot show it. */
  | { kind: 'image'; cid: string; alt: string; size: number; intro: string }
  /**
   * The mail's call to action. The plain-text part writes `text` (or the bare address); `showUrl` also writes the
   * address under the button, for mail clients that do not follow it.
   */
  | { kind: 'button'; href: string; label: string; text?: string; showUrl?: boolean }
  /** Plain links (a list in HTML when more than one), each on its own `text` line in plain text. */
  | { kind: 'links'; links: { href: string; label: string; text: string }[] }

/** What a mail says, before it is written as HTML and text. */
export interface MailContent {
  to: MailMessage['to']
  replyTo?: MailMessage['replyTo']
  subject: string
  greeting: string
  blocks: MailBlock[]
  /** The signature's lines ('Hartelijke groeten,', 'Geboortelijst'). */
  closing: string[]
  /**
   * What someone typed (a giver's message), quoted after everything the site says, so it can never pass for the
   * site's own words.
   */
  quote?: { title: string; text: string } | null
  attachments?: MailMessage['attachments']
}

/** The site's colours (app/globals.css): brand green, cream, stone text; and their dark-mode counterparts. */
const COLOURS = {
  page: '#fffaf5',
  card: '#ffffff',
  text: '#292524',
  muted: '#57534e',
  brand: '#3a7a6c',
  panel: '#f1f8f6',
  line: '#dcefea',
  quote: '#bfe1d8',
  darkPage: '#1c1917',
  darkCard: '#292524',
  darkText: '#f5f5f4',
  darkMuted: '#d6d3d1',
  darkLink: '#97cdbf',
  darkPanel: '#26443e',
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** An image address a mail client can load: absolute, http(s) only. */
export function absoluteImage(src: string | null | undefined): string | null {
  if (!src) return null
  if (src.startsWith('/') && !src.startsWith('//')) return `${siteUrl()}${src}`
  return /^https?:\/\//i.test(src) ? src : null
}

const text = (html: string) => `<mj-text css-class="gl-text">${html}</mj-text>`

function itemsHtml(items: MailItem[]): string {
  const rows = items.map((item) => {
    const image = absoluteImage(item.image)
    const picture = image
      ? `<img src="${escapeHtml(image)}" width="56" height="56" alt="" style="display:block;width:56px;height:56px;border-radius:10px;object-fit:cover;background:${COLOURS.panel}">`
      : `<div style="width:56px;height:56px;border-radius:10px;background:${COLOURS.panel}"></div>`
    const link = item.link
      ? `<br><a href="${escapeHtml(item.link.href)}" style="color:${COLOURS.brand};font-size:14px">${escapeHtml(item.link.label)}</a>`
      : ''
    return `<tr><td style="width:56px;padding:6px 12px 6px 0;vertical-align:top">${picture}</td><td class="gl-cell" style="padding:6px 0;vertical-align:middle;color:${COLOURS.text};font-size:16px;line-height:1.4">${escapeHtml(item.text)}${link}</td></tr>`
  })
  return `<mj-table css-class="gl-items" padding="0 0 12px" role="presentation">${rows.join('')}</mj-table>`
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return text(escapeHtml(block.text))
    case 'lines':
      return text(block.lines.map(escapeHtml).join('<br>'))
    case 'heading':
      return `<mj-text css-class="gl-text" font-size="19px" font-weight="700" padding="12px 0 8px">${escapeHtml(block.text)}</mj-text>`
    case 'items':
      return itemsHtml(block.items)
    case 'details':
      return `<mj-text css-class="gl-panel" container-background-color="${COLOURS.panel}" padding="12px 16px" line-height="1.8">${block.rows.map(escapeHtml).join('<br>')}</mj-text><mj-spacer height="12px" />`
    case 'image':
      return `${text(escapeHtml(block.intro))}<mj-image src="cid:${escapeHtml(block.cid)}" alt="${escapeHtml(block.alt)}" width="${block.size}px" height="${block.size}px" align="left" padding="0 0 12px" />`
    case 'button':
      return `<mj-button css-class="gl-button" href="${escapeHtml(block.href)}" align="left">${escapeHtml(block.label)}</mj-button>${
        block.showUrl
          ? `<mj-text css-class="gl-muted" font-size="13px" color="${COLOURS.muted}">${escapeHtml(block.href)}</mj-text>`
          : ''
      }`
    case 'links': {
      const links = block.links.map(
        (l) => `<a href="${escapeHtml(l.href)}" style="color:${COLOURS.brand}">${escapeHtml(l.label)}</a>`,
      )
      return text(
        links.length === 1
          ? links[0]!
          : `<ul style="margin:0;padding-left:20px">${links.map((l) => `<li>${l}</li>`).join('')}</ul>`,
      )
    }
  }
}

function blockText(block: MailBlock, next: MailBlock | undefined): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text, '']
    case 'lines':
      return [...block.lines, '']
    case 'heading':
      return next?.kind === 'items' || next?.kind === 'details' ? [`${block.text}:`] : [`${block.text}:`, '']
    case 'items':
      return [
        ...block.items.map((item) => `- ${item.text}${item.link ? `. ${item.link.label}: ${item.link.href}` : ''}`),
        '',
      ]
    case 'details':
      return [...block.rows, '']
    case 'image':
      return []
    case 'button':
      return [block.text ?? block.href, '']
    case 'links':
      return [...block.links.map((l) => l.text), '']
  }
}

/** The dark-mode rules: mail clients that honour `prefers-color-scheme` repaint the page, the card and the text. */
const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  body, .gl-page, .gl-page > div { background-color: ${COLOURS.darkPage} !important; }
  .gl-card, .gl-card > table, .gl-card > table > tbody > tr > td { background-color: ${COLOURS.darkCard} !important; }
  .gl-text div, .gl-cell, .gl-brand div { color: ${COLOURS.darkText} !important; }
  .gl-muted div { color: ${COLOURS.darkMuted} !important; }
  .gl-panel { background-color: ${COLOURS.darkPanel} !important; }
  .gl-panel div { color: ${COLOURS.darkText} !important; }
  a, .gl-text a, .gl-items a { color: ${COLOURS.darkLink} !important; }
  .gl-button a, .gl-button p { color: #ffffff !important; }
  .gl-quote { border-left-color: ${COLOURS.brand} !important; color: ${COLOURS.darkText} !important; }
}`

/**
 * Writes a mail's content as a whole message: the HTML part through MJML (the site's logo at its absolute address,
 * its colours, a card 600 pixels wide, dark-mode rules, `lang` the current language) and the plain-text part from the same blocks.
 * @returns the message for `enqueueMail` (subject, recipient, reply-to and attachments as given).
 * @throws Error when MJML rejects the markup (a bug in a template, never caused by what people typed: it is escaped).
 */
export async function renderMail(content: MailContent): Promise<MailMessage> {
  const site = siteUrl()
  const body = content.blocks.map(blockHtml).join('\n')
  const signature = text(content.closing.map(escapeHtml).join('<br>'))
  const quoted = content.quote ? content.quote.text.split(/\r?\n/) : []
  const quote = content.quote
    ? `<mj-divider border-width="1px" border-color="${COLOURS.line}" padding="8px 0 16px" />${text(escapeHtml(content.quote.title))}${text(
        `<div class="gl-quote" style="margin:0;padding:8px 16px;border-left:4px solid ${COLOURS.quote};color:${COLOURS.text}">${quoted
          .map(escapeHtml)
          .join('<br>')}</div>`,
      )}`
    : ''
  // The line mail clients show after the subject: the mail's first paragraph.
  const firstParagraph = content.blocks.find((b) => b.kind === 'paragraph')
  const preview = firstParagraph?.kind === 'paragraph' ? firstParagraph.text : content.subject
  const markup = `<mjml lang="${currentLocale()}">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="1.5" color="${COLOURS.text}" padding="0 0 12px" />
      <mj-button background-color="${COLOURS.brand}" color="#ffffff" border-radius="999px" font-size="16px" font-weight="600" inner-padding="12px 22px" padding="4px 0 16px" />
      <mj-section padding="0" />
      <mj-column padding="0" />
    </mj-attributes>
    <mj-raw><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></mj-raw>
    <mj-style>${DARK_CSS}</mj-style>
  </mj-head>
  <mj-body background-color="${COLOURS.page}" width="600px" css-class="gl-page">
    <mj-section padding="24px 16px 12px">
      <mj-column>
        <mj-text css-class="gl-brand" font-size="20px" font-weight="700" color="${COLOURS.brand}" padding="0"><a href="${escapeHtml(`${site}/`)}" style="color:${COLOURS.brand};text-decoration:none"><img src="${escapeHtml(`${site}/images/icon-192.png`)}" width="40" height="40" alt="" style="vertical-align:middle;border:0;margin-right:10px">${escapeHtml(t('layout.brand'))}</a></mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${COLOURS.card}" border-radius="16px" padding="28px 28px 16px" css-class="gl-card">
      <mj-column>
        ${text(escapeHtml(content.greeting))}
        ${body}
        ${signature}
        ${quote}
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text css-class="gl-muted" font-size="13px" color="${COLOURS.muted}" align="center"><a href="${escapeHtml(`${site}/`)}" style="color:${COLOURS.muted}">${escapeHtml(site.replace(/^https?:\/\//, ''))}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`
  // No web fonts: MJML would link Google Fonts for a font it knows (Roboto), a request to Google from every reader.
  const { html, errors } = await mjml2html(markup, { validationLevel: 'strict', keepComments: false, fonts: {} })
  if (errors.length) throw new Error(`MJML: ${errors.map((e) => e.formattedMessage).join('; ')}`)

  const lines: string[] = [content.greeting, '']
  content.blocks.forEach((block, i) => lines.push(...blockText(block, content.blocks[i + 1])))
  lines.push(...content.closing)
  if (content.quote) {
    lines.push('', '---', content.quote.title, '', ...quoted.map((line) => `> ${line}`))
  }
  return {
    to: content.to,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    subject: content.subject,
    text: lines.join('\n'),
    html,
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  }
}
