import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { SitePage } from '@/components/site/SitePage'
import { ContactForm } from './ContactForm'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('contact')
  return { title: t('title'), description: t('description') }
}

/** /site/contact: an introduction, a pointer to the FAQ and the contact form. A static page. */
export default async function ContactPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  const t = await getTranslations('contact')
  return (
    <SitePage
      title={t('title')}
      intro={t('intro')}
      tone="blush"
      extra={
        <p className="mt-2 text-stone-600">
          {t.rich('faqHint', {
            link: (chunks) => (
              <Link
                href="/site/faq"
                className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      }
    >
      <h2 className="sr-only">{t('formTitle')}</h2>
      <ContactForm />
    </SitePage>
  )
}
