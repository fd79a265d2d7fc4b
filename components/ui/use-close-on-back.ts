'use client'

import { useEffect, useRef, type MouseEvent as ReactMouseEvent } from 'react'

/** The key in `history.state` that marks an entry as belonging to an open overlay. */
const MARK = '__overlay'
/** Set on an adopted entry the page was loaded with (a shared link): closing replaces it instead of going back. */
const DIRECT = '__overlayDirect'

type Marked = Record<string, unknown>

function currentState(): Marked {
  return (window.history.state ?? {}) as Marked
}

/**
 * Resolves once the `history.back()` of an overlay that closed has landed. An overlay opening meanwhile (a modal
 * after another) waits for it: otherwise that back's popstate would close the new overlay at once.
 */
let settled: Promise<void> = Promise.resolve()

/** Resolves when no overlay's `history.back()` is under way: change the address only then, or it lands on the wrong entry. */
export function whenHistorySettled(): Promise<void> {
  return settled
}

function goBack(): void {
  settled = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done)
      clearTimeout(timer)
      resolve()
    }
    // A browser that ignores the back (no earlier entry) never fires popstate: do not wait forever.
    const timer = setTimeout(done, 1000)
    window.addEventListener('popstate', done)
  })
  window.history.back()
}

/**
 * Calls `onFragment` with the URL's fragment now (it may have been set by a tap before the page was interactive)
 * and at every change of it (Back, Forward): how a link to `#geschenk-12` or `#winkelmandje` opens its overlay
 * when its click came before the page's code.
 * @returns a function that stops listening (for an effect's cleanup).
 */
export function watchFragment(onFragment: (hash: string) => void): () => void {
  const sync = () => onFragment(window.location.hash)
  sync()
  window.addEventListener('hashchange', sync)
  return () => window.removeEventListener('hashchange', sync)
}

/**
 * True for a click that follows a link in this tab (the main button, no modifier key): an overlay's link may then
 * open the overlay itself instead of letting the browser follow the fragment. Following it would scroll to the
 * fragment's element and add a history entry without Next's state in it, which Next reloads the page for when Back
 * returns to it (a modal closed over the drawer did).
 */
export function isPlainClick(event: MouseEvent | ReactMouseEvent): boolean {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  return !event.defaultPrevented && event.button === 0 && !modified
}

/** True when the document was loaded with this URL's hash (a shared link), not given it later by a tap. */
function loadedWithHash(hash: string): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  try {
    return new URL(entry?.name ?? window.location.href).hash === hash
  } catch {
    return false
  }
}

/**
 * Lets the phone's Back button close an overlay (drawer, menu, modal) before it leaves the page.
 *
 * While `open`, the overlay owns one history entry, marked with `key` in `history.state`: a new one is pushed
 * when it opens (with `hash` as the URL's fragment when given), or the current entry is adopted when the URL
 * already has that fragment (a card's `#geschenk-12` link tapped before the page was interactive, a shared link).
 * Going Back (popstate to an entry that is not ours) calls `close`. Closing by the overlay's own controls takes the
 * entry off again with `history.back()`; an entry the page was loaded with (a shared link) is replaced by the
 * URL without the fragment instead, so closing never leaves the site. A click on a link to another page while the
 * overlay is open leaves the entry as it is: going back there would undo the navigation.
 *
 * Next's app router keeps its own data in `history.state`; its patched `pushState`/`replaceState` copy that into
 * ours, and the spread below keeps it when we adopt an entry.
 */
export function useCloseOnBack(open: boolean, close: () => void, key: string, hash?: string): void {
  const closeRef = useRef(close)
  useEffect(() => {
    closeRef.current = close
  })

  useEffect(() => {
    if (!open) return
    let attached = false
    let cancelled = false
    let leaving = false
    const onPopState = () => {
      if (currentState()[MARK] !== key) closeRef.current()
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return
      const to = new URL(link.href, window.location.href)
      // Only a link to a fragment of this same page keeps the overlay's entry ours; any other link navigates.
      if (to.pathname !== window.location.pathname || to.search !== window.location.search || !to.hash) leaving = true
    }
    const attach = () => {
      if (cancelled) return
      attached = true
      const state = currentState()
      if (hash && window.location.hash === hash) {
        if (state[MARK] !== key) {
          window.history.replaceState({ ...state, [MARK]: key, [DIRECT]: loadedWithHash(hash) }, '')
        }
      } else if (state[MARK] !== key) {
        window.history.pushState({ ...state, [MARK]: key, [DIRECT]: false }, '', hash ?? undefined)
      }
      window.addEventListener('popstate', onPopState)
      document.addEventListener('click', onClick, true)
    }
    void settled.then(attach)

    return () => {
      cancelled = true
      if (!attached) return
      window.removeEventListener('popstate', onPopState)
      document.removeEventListener('click', onClick, true)
      const now = currentState()
      if (leaving || now[MARK] !== key) return
      if (now[DIRECT]) {
        const rest = { ...now }
        delete rest[MARK]
        delete rest[DIRECT]
        window.history.replaceState(rest, '', window.location.pathname + window.location.search)
      } else {
        goBack()
      }
    }
  }, [open, key, hash])
}
