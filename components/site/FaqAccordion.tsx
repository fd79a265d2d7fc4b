'use client'

import * as Accordion from '@radix-ui/react-accordion'
import { ChevronDown } from 'lucide-react'
import styles from './FaqAccordion.module.css'

/** A question and its plain-text answer, as /site/faq shows it. */
export interface FaqEntry {
  id: number
  title: string
  text: string
}

/** Plain text to paragraphs: a blank line starts a new one, a single line break stays a line break (no HTML). */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/**
 * The FAQ accordion (docs/rules.md#site-pages): Radix Accordion of type single and collapsible, so opening a question closes
 * the others and clicking the open one closes it; each opens and closes in 200 ms (none for reduced motion).
 * The questions are buttons inside h2 headings, so a screen reader can jump between them.
 */
export function FaqAccordion({ items }: { items: FaqEntry[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-stone-100 rounded-3xl bg-white shadow-sm ring-1 ring-stone-100"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)}>
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-3xl px-5 py-5 text-left text-lg font-semibold text-stone-900 transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-7">
                {item.title}
                <ChevronDown
                  className="size-5 shrink-0 text-brand-600 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <div className="space-y-3 px-5 pb-6 leading-relaxed whitespace-pre-line text-stone-700 sm:px-7">
              {paragraphs(item.text).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
