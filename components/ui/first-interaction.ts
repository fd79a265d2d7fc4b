'use client'

const EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const

/**
 * Calls `load` once, at the visitor's first touch, click or key press on the page (a tap's pointerdown comes
 * before its click, so code fetched here is usually there when the click needs it). For code that only an
 * interaction needs (the drawer, the modal): it is then not part of the page's first load (decision 019).
 * @returns a function that stops listening (for an effect's cleanup).
 */
export function onFirstInteraction(load: () => void): () => void {
  const stop = () => EVENTS.forEach((name) => window.removeEventListener(name, run, true))
  const run = () => {
    stop()
    load()
  }
  EVENTS.forEach((name) => window.addEventListener(name, run, { capture: true, passive: true }))
  return stop
}
