'use client'
import { useEffect, useRef } from 'react'
import { ApiReferenceReact } from '@scalar/api-reference-react'
import '@scalar/api-reference-react/style.css'

// One object for the component's lifetime: Scalar reconfigures itself whenever it receives a new one.
const configuration = {
  url: '/api/openapi.json',
  // Nothing from another host: no fonts from Scalar's CDN (the page uses the site's own font), no AI assistant.
  withDefaultFonts: false,
  agent: { disabled: true },
  telemetry: false,
  // The site has no dark mode; a toggle that only recolours this page would be a control without a purpose.
  forceDarkModeState: 'light' as const,
  hideDarkModeToggle: true,
  documentDownloadType: 'json' as const,
  showDeveloperTools: 'never' as const,
  // Its 'Open API Client' link would send visitors, with our document's address, to client.scalar.com.
  hideClientButton: true,
  // Scalar's default light theme has grey text and method colours below 4.5:1 (axe's color-contrast): darker ones,
  // set on the body, where Scalar's theme sets its own, so the variables derived from them follow.
  customCss: `
    body.light-mode {
      --scalar-color-2: #5c5c5c;
      --scalar-color-3: #666666;
      --scalar-color-accent: #316358;
      --scalar-background-accent: #dcefea;
      --scalar-color-green: #087045;
      --scalar-color-red: #c00010;
      --scalar-color-yellow: #7d5e00;
      --scalar-color-blue: #0069a8;
      --scalar-color-orange: #b04000;
    }
    /* The request example is a dark card inside the light page; its red (DELETE) needs lightening there. */
    body.light-mode .dark-mode {
      --scalar-color-red: #ff7070;
    }
    .scalar-app {
      --scalar-custom-header-height: 65px;
      --scalar-font: var(--font-sans, ui-sans-serif, system-ui, sans-serif);
    }
  `,
}

/**
 * Repairs the ARIA of Scalar 0.8's markup that no option changes (decision 047); each fix is idempotent, so the
 * observer that calls it after Scalar's own updates settles. A newer Scalar should make each one unnecessary.
 */
function repairAria(root: Element) {
  // Sidebar buttons carry aria-selected, which a button may not have: the current entry is aria-current.
  for (const el of root.querySelectorAll('[aria-selected]:not([role])')) {
    const current = el.getAttribute('aria-selected') === 'true'
    el.removeAttribute('aria-selected')
    if (current) el.setAttribute('aria-current', 'true')
    else el.removeAttribute('aria-current')
  }
  // Icon-only buttons: the code blocks' copy button and the search button hide their words from the tree.
  for (const el of root.querySelectorAll('button.group\\/copy-button:not([aria-label])'))
    el.setAttribute('aria-label', 'Copy')
  for (const el of root.querySelectorAll('button[role="search"]:not([aria-label])'))
    el.setAttribute('aria-label', el.querySelector('.sidebar-search-placeholder')?.textContent?.trim() || 'Search')
  // The client libraries' tablist holds a 'More' button next to its tabs: it is the tab of the 'more' panel.
  for (const el of root.querySelectorAll('[role="tablist"] button.client-libraries__select')) {
    if (el.getAttribute('role') !== 'tab') el.setAttribute('role', 'tab')
    const selected = String(el.classList.contains('client-libraries__active'))
    if (el.getAttribute('aria-selected') !== selected) el.setAttribute('aria-selected', selected)
  }
  // A tag's list of endpoints scrolls when long: keyboard users reach it to scroll it.
  for (const el of root.querySelectorAll('ul.endpoints:not([tabindex])')) el.setAttribute('tabindex', '0')
}

/** Scalar's reference, mounted in the browser only (see ApiReference). */
export default function ScalarReference() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = ref.current
    if (!root) return
    repairAria(root)
    const observer = new MutationObserver(() => repairAria(root))
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-selected', 'class'],
    })
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={ref}>
      <ApiReferenceReact configuration={configuration} />
    </div>
  )
}
