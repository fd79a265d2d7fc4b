'use client'

import { useSyncExternalStore } from 'react'

/** The logged-in user as next-auth's session endpoint gives it to the browser. */
export interface BrowserSessionUser {
  id: number
  name?: string | null
  email?: string | null
  role?: 'USER' | 'ADMIN'
}

/** next-auth's three states of a session in the browser. */
export type BrowserSession =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: BrowserSessionUser }
  | { status: 'unauthenticated'; user: null }

const LOADING: BrowserSession = { status: 'loading', user: null }
let current: BrowserSession = LOADING
let started = false
const listeners = new Set<() => void>()

async function load(): Promise<void> {
  try {
    const res = await fetch('/api/auth/session', { cache: 'no-store', headers: { accept: 'application/json' } })
    const data = (res.ok ? await res.json() : null) as { user?: BrowserSessionUser } | null
    current = data?.user ? { status: 'authenticated', user: data.user } : { status: 'unauthenticated', user: null }
  } catch {
    current = { status: 'unauthenticated', user: null }
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!started) {
    started = true
    void load()
  }
  return () => listeners.delete(listener)
}

/**
 * The session in the browser, read once per page load from next-auth's own `GET /api/auth/session` and shared by
 * every component that asks (the site navigation, the owner's buttons, the menu, analytics). It replaces
 * next-auth's `SessionProvider`/`useSession`, whose 12 KB of code every page paid for only to read this (decision
 * 019). Logging in and out load a fresh page, so the value is read again then; a change of the account's
 * own name calls {@link refreshSession}. The server renders (and the first client render shows) 'loading'.
 */
export function useBrowserSession(): BrowserSession {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => LOADING,
  )
}

/** Reads the session again (after the account's name changed) and updates every component that shows it. */
export function refreshSession(): Promise<void> {
  started = true
  return load()
}
