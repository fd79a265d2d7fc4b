import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { SitePage } from '@/components/site/SitePage'
import { contactEmail } from '@/lib/contact/address'
import { pageLocale, type LocaleParams } from '@/lib/i18n/page'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params)
  const t = await getTranslations('privacy')
  return { title: t('metaTitle'), description: t('metaDescription') }
}

/** The Belgian data-protection authority, where anyone may complain (GDPR art. 77). */
const AUTHORITY_URL = 'https://www.gegevensbeschermingsautoriteit.be/burger'

const link = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800'

/**
 * /site/privacy (docs/rules.md#privacy): in plain Dutch what the site keeps (account, lists, gifts, the givers' name,
 * e-mail and message, contact messages, analytics only after consent), why, who sees it, for how long (givers' data
 * 2 years after the birth date: `npm run privacy:purge`), how to have it removed (the account page or
 * `CONTACT_EMAIL`) and where to complain. A static page like /site/contact: prerendered at build time, so
 * `CONTACT_EMAIL` is read then (`npm start` rebuilds when it changes).
 */
export default async function PrivacyPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  const t = await getTranslations('privacy')
  const email = contactEmail()
  const b = (chunks: ReactNode) => <strong className="font-semibold text-stone-900">{chunks}</strong>
  const mail = (chunks: ReactNode) => (
    <a href={`mailto:${email}`} className={link}>
      {chunks}
    </a>
  )
  return (
    <SitePage title={t('title')} intro={t('intro')}>
      <div className="space-y-8 rounded-3xl bg-white p-6 leading-relaxed text-stone-700 shadow-sm ring-1 ring-stone-100 sm:p-8">
        <Section id="wie" title={t('whoTitle')}>
          <p>{t.rich('whoText', { email, link: mail })}</p>
        </Section>
        <Section id="wat" title={t('whatTitle')}>
          <ul className="list-disc space-y-2 pl-5">
            <li>{t.rich('whatAccount', { b })}</li>
            <li>{t.rich('whatLists', { b })}</li>
            <li>{t.rich('whatGifts', { b })}</li>
            <li>{t.rich('whatContact', { b })}</li>
            <li>{t.rich('whatAnalytics', { b })}</li>
          </ul>
        </Section>
        <Section id="waarom" title={t('whyTitle')}>
          <p>{t('whyText')}</p>
        </Section>
        <Section id="wie-ziet-wat" title={t('whoSeesTitle')}>
          <p>{t('whoSeesPublic')}</p>
          <p>{t('whoSeesGivers')}</p>
        </Section>
        <Section id="hoe-lang" title={t('howLongTitle')}>
          <ul className="list-disc space-y-2 pl-5">
            <li>{t('howLongGivers')}</li>
            <li>{t('howLongAccount')}</li>
            <li>{t('howLongContact')}</li>
            <li>{t('howLongMails')}</li>
            <li>{t('howLongLogs')}</li>
          </ul>
        </Section>
        <Section id="verwijderen" title={t('removeTitle')}>
          <p>
            {t.rich('removeAccount', {
              link: (chunks) => (
                <Link href="/user/account" className={link}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <p>{t.rich('removeGiver', { email, link: mail })}</p>
          <p>{t('rights')}</p>
        </Section>
        <Section id="cookies" title={t('cookiesTitle')}>
          <p>{t('cookiesText')}</p>
        </Section>
        <Section id="verwerkers" title={t('processorsTitle')}>
          <p>{t('processorsText')}</p>
        </Section>
        <Section id="klacht" title={t('complaintTitle')}>
          <p>
            {t.rich('complaintText', {
              link: (chunks) => (
                <a href={AUTHORITY_URL} className={link} rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </Section>
      </div>
    </SitePage>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
