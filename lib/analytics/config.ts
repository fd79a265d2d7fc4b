/** Where page views and session recordings go (docs/rules.md#site-pages): a PostHog project key and its host. */
export interface AnalyticsConfig {
  /** The project's public key (`phc_…`): it only allows sending events, never reading them. */
  key: string
  /** The PostHog host, e.g. the EU cloud or a self-hosted instance (an http(s) origin, no trailing slash). */
  host: string
}

/**
 * The class of everything on screen that a session recording must never show as text: IBANs, e-mail addresses and
 * givers' messages. Inputs are masked anyway; `mailto:` links are masked by their selector.
 */
export const PRIVATE_TEXT_CLASS = 'ph-mask'

/** The CSS selector the recorder masks: private text and e-mail links. */
export const PRIVATE_TEXT_SELECTOR = `.${PRIVATE_TEXT_CLASS}, a[href^="mailto:"]`

/** The EU cloud: givers and parents are in Belgium, so their data stays in the EU unless configured otherwise. */
export const DEFAULT_ANALYTICS_HOST = 'https://eu.i.posthog.com'

/**
 * The analytics configuration from `POSTHOG_KEY` and `POSTHOG_HOST` (default the EU cloud), read on the server.
 * @returns null when no key is set or the host is not an http(s) URL: then nothing is asked, loaded or sent.
 */
export function analyticsConfig(env: Record<string, string | undefined> = process.env): AnalyticsConfig | null {
  const key = env.POSTHOG_KEY?.trim()
  if (!key || !/^[A-Za-z0-9_-]{1,200}$/.test(key)) return null
  const raw = env.POSTHOG_HOST?.trim() || DEFAULT_ANALYTICS_HOST
  try {
    const url = new URL(raw)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return { key, host: url.origin + url.pathname.replace(/\/+$/, '') }
  } catch {
    return null
  }
}
