'use client'

import type { PostHog } from 'posthog-js'
import { PRIVATE_TEXT_SELECTOR, type AnalyticsConfig } from '@/lib/analytics/config'
import { eventWithoutSecrets, withoutSecrets } from '@/lib/analytics/secret-links'

// The analytics client of the whole page (docs/rules.md#site-pages: page views, session recording with the user identified),
// kept outside React so that consent, navigation and the session can each tell it what they know, in any order.
// posthog-js is imported only after consent: before that not one byte of it is downloaded (decision 016).

/** The logged-in user as we identify them to the recording service: id, display name, e-mail. */
export interface AnalyticsUser {
  id: number
  name: string
  email: string
}

let client: PostHog | null = null
let loading: Promise<PostHog> | null = null
let granted = false
/** The page (path and query) the visitor is on, and the last one a page view was sent for. */
let currentPage: string | null = null
let reportedPage: string | null = null
/** undefined: the session is not known yet; null: nobody is logged in. */
let currentUser: AnalyticsUser | null | undefined

async function load(config: AnalyticsConfig): Promise<PostHog> {
  // The build that never loads a script from elsewhere, and the recorder bundled with it, before init.
  const [{ default: posthog }] = await Promise.all([
    import('posthog-js/no-external'),
    import('posthog-js/dist/posthog-recorder'),
  ])
  posthog.init(config.key, {
    api_host: config.host,
    // Page views are sent by `pageview()` once per navigation, App Router client navigations included.
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: false,
    // A page view is sent when it happens, not batched: a navigation away cannot lose it.
    request_batching: false,
    disable_surveys: true,
    disable_external_dependency_loading: true,
    // No feature flags are used; the project's remote config (plain JSON) still tells whether to record.
    advanced_disable_feature_flags: true,
    person_profiles: 'identified_only',
    // Its cookie on this host only, so that withdrawing consent can remove it (forgetStoredState).
    cross_subdomain_cookie: false,
    session_recording: { maskAllInputs: true, maskTextSelector: PRIVATE_TEXT_SELECTOR },
    mask_all_element_attributes: true,
    // A mailed link's secret (?token=) never leaves the browser: not in page views, events or recordings.
    before_send: (event) => eventWithoutSecrets(event),
  })
  // A withdrawal on an earlier visit is remembered by posthog-js itself; consent given now overrides it.
  if (posthog.has_opted_out_capturing()) posthog.opt_in_capturing({ captureEventName: false })
  return posthog
}

/** Sends a page view for the current page, unless it was sent already. */
function report(posthog: PostHog): void {
  if (!granted || currentPage === null || currentPage === reportedPage) return
  reportedPage = currentPage
  posthog.capture('$pageview', { $current_url: withoutSecrets(window.location.origin + currentPage) })
}

function applyUser(posthog: PostHog): void {
  if (!granted || currentUser === undefined) return
  if (currentUser) posthog.identify(String(currentUser.id), { name: currentUser.name, email: currentUser.email })
  // After logging out the next visitor of this browser must not be recorded as the old user.
  else if (posthog.get_property('$user_state') === 'identified') posthog.reset()
}

/**
 * The visitor's analytics choice (the cookie banner). Granted: posthog-js is loaded and initialised (once), or
 * opted in again, recording starts, and the current page is reported. Refused or withdrawn: capture and recording
 * stop at once and nothing more is sent. `config` null means analytics is not configured: nothing happens.
 */
export async function setAnalyticsConsent(config: AnalyticsConfig | null, allow: boolean): Promise<void> {
  if (!config || allow === granted) return
  granted = allow
  if (!allow) {
    if (client) {
      client.stopSessionRecording()
      client.opt_out_capturing()
      client.set_config({ disable_persistence: true })
    }
    forgetStoredState()
    return
  }
  if (client) {
    client.set_config({ disable_persistence: false })
    client.opt_in_capturing({ captureEventName: false })
    client.startSessionRecording()
  } else {
    loading ??= load(config)
    client = await loading
  }
  applyUser(client)
  report(client)
}

/** Removes what posthog-js kept in this browser (its cookie and local storage): withdrawn consent leaves nothing. */
function forgetStoredState(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim()
    if (name.startsWith('ph_')) document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`
  }
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('ph_') || key.startsWith('__ph')) localStorage.removeItem(key)
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith('ph_') || key.startsWith('__ph')) sessionStorage.removeItem(key)
  } catch {
    // Storage unavailable (private mode): nothing was kept there either.
  }
}

/** Called on every navigation with the page's path and query: one page view each, only with consent. */
export function pageview(page: string): void {
  currentPage = page
  if (client) report(client)
}

/** Called when the session is known: identifies the logged-in user, or forgets one who logged out. */
export function identifyUser(user: AnalyticsUser | null): void {
  currentUser = user
  if (client) applyUser(client)
}
