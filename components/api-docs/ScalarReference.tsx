'use client'
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
  customCss: `
    .scalar-app {
      --scalar-custom-header-height: 65px;
      --scalar-font: var(--font-sans, ui-sans-serif, system-ui, sans-serif);
      --scalar-color-accent: #316358;
      --scalar-background-accent: #dcefea;
    }
  `,
}

/** Scalar's reference, mounted in the browser only (see ApiReference). */
export default function ScalarReference() {
  return <ApiReferenceReact configuration={configuration} />
}
