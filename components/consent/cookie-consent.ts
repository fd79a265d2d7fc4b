'use client'

// Loaded only when analytics is configured, after the page is interactive: the banner's code and styles never
// weigh on the first paint (decision 016).
import * as CookieConsent from 'vanilla-cookieconsent'
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './consent.css'
import type { Locale } from '@/lib/i18n/locales'

/** The consent category that allows analytics and session recording. */
export const ANALYTICS = 'analytics'

/** The Dutch texts of the banner and the preferences view (messages/nl.json "consent"). */
export interface ConsentTexts {
  title: string
  description: string
  accept: string
  necessaryOnly: string
  preferences: string
  preferencesTitle: string
  save: string
  close: string
  necessaryTitle: string
  necessaryText: string
  analyticsTitle: string
  analyticsText: string
  moreTitle: string
  moreText: string
}

let ready: Promise<void> | null = null

/**
 * Shows the banner when the visitor has not chosen yet (a kept choice is read from the `cc_cookie` cookie) and
 * calls `onChoice` with whether analytics is allowed: now for a kept choice, and again on every change.
 * The choice is kept 182 days, after which it is asked again (the Belgian data-protection authority's advice).
 */
export function startCookieConsent(
  texts: ConsentTexts,
  locale: Locale,
  onChoice: (analytics: boolean) => void,
): Promise<void> {
  const report = () => onChoice(CookieConsent.acceptedCategory(ANALYTICS))
  ready ??= CookieConsent.run({
    // Playwright and other automation set navigator.webdriver; the choice must be asked of them too.
    hideFromBots: false,
    disablePageInteraction: false,
    cookie: {
      name: 'cc_cookie',
      expiresAfterDays: 182,
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      // posthog-js keeps its state in ph_* cookies and local storage: withdrawn consent removes the cookies.
      [ANALYTICS]: { enabled: false, autoClear: { cookies: [{ name: /^ph_/ }] } },
    },
    onConsent: report,
    onChange: report,
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            title: texts.title,
            description: texts.description,
            acceptAllBtn: texts.accept,
            acceptNecessaryBtn: texts.necessaryOnly,
            showPreferencesBtn: texts.preferences,
          },
          preferencesModal: {
            title: texts.preferencesTitle,
            acceptAllBtn: texts.accept,
            acceptNecessaryBtn: texts.necessaryOnly,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.close,
            sections: [
              { title: texts.necessaryTitle, description: texts.necessaryText, linkedCategory: 'necessary' },
              { title: texts.analyticsTitle, description: texts.analyticsText, linkedCategory: ANALYTICS },
              { title: texts.moreTitle, description: texts.moreText },
            ],
          },
        },
      },
    },
  })
  return ready
}

/** Opens the preferences view, where a given choice can be changed or withdrawn (the footer's 'Cookie-instellingen'). */
export async function showCookiePreferences(): Promise<void> {
  await ready
  CookieConsent.showPreferences()
}
