// Lighthouse on the giver's phone journey, beside a blank Next.js page of the same Next version (decisions 018, 048).
// Measures: performance, accessibility, best practices and SEO scores, total blocking time, first and largest
// contentful paint and the JavaScript transferred (sum of the script requests' transferSize) with Lighthouse's mobile
// defaults (Moto G Power-sized screen, simulated throttling: slow 4G, 4x CPU slowdown), for
//   - the blank reference: bench/lighthouse/blank/ (a layout and a page with one heading), `next build` + `next start`;
//   - the project (started as `npm start` does, on the embedded PGlite with the demo data): /site/index,
//     /list/noor-peeters and /list/search, and the same three in French under /fr.
// Each URL is fetched once first (so ISR pages are in Next's cache), then Lighthouse runs BENCH_RUNS times (default 3)
// per page, pages taken in turn; each figure printed is the median of its runs.
// Usage: npm run bench:lighthouse    (builds under flock /tmp/geboortelijst-build.lock; ports from 3300; needs
//        Chromium: CHROME_PATH, default /usr/bin/chromium). LIGHTHOUSE_REPORT_DIR=dir also writes each run's HTML and
//        JSON report.
// Prints one row per page and, beside each figure, ✓ or ✗ against the goals: performance ≥ blank − 2,
// accessibility / best practices / SEO 100, TBT ≤ 1.5 × blank, LCP ≤ blank + 0.5 s, JS ≤ 1.3 × blank (FCP: shown
// for reading); then each page's largest-paint element and where its time went in the unthrottled load that
// Lighthouse simulates from (time to first byte, resource load delay and duration, render delay).
// Figures, not assertions: the exit status is 0 whatever the scores.
import fs from 'node:fs'
import path from 'node:path'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { buildBlank, freePort, median, runBench, startBlank, startProject } from './support/servers.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const KEYS = /** @type {const} */ (['performance', 'accessibility', 'bestPractices', 'seo', 'tbt', 'fcp', 'lcp', 'js'])

/** @typedef {import('lighthouse').Result} LighthouseResult */
/** @typedef {ReturnType<typeof figures>} Figures */
/** @typedef {(typeof KEYS)[number]} Key */
/** @typedef {{ name: string, url: string, reference?: boolean, runs: Figures[], m: Record<Key, number>, failing: string[] }} Page */

/**
 * The rows of an audit's details table. Their shape differs between Lighthouse 12 and 13 and between audits, so they
 * are read loosely, each field checked where it is used.
 * @param {LighthouseResult} lhr
 * @param {string} id
 * @returns {any[] | undefined}
 */
const detailItems = (lhr, id) => /** @type {{ items?: any[] } | undefined} */ (lhr.audits[id]?.details)?.items

/**
 * The largest paint's element (its selector and the start of its markup) and its phases in the unthrottled load:
 * Lighthouse 13's LCP breakdown insight, or Lighthouse 12's largest-contentful-paint-element audit.
 */
function lcpElement(/** @type {LighthouseResult} */ lhr) {
  const insight = detailItems(lhr, 'lcp-breakdown-insight')
  const legacy = detailItems(lhr, 'largest-contentful-paint-element')
  let node
  /** @type {[string, number][]} */
  let phases = []
  if (insight) {
    node = insight.find((part) => part.type === 'node')
    phases = (insight.find((part) => part.type === 'table')?.items ?? []).map((/** @type {any} */ p) => [
      p.subpart,
      p.duration,
    ])
  } else if (legacy) {
    node = legacy[0]?.items?.[0]?.node
    phases = (legacy[1]?.items ?? []).map((/** @type {any} */ p) => [p.phase, p.timing])
  }
  const observed = detailItems(lhr, 'metrics')?.[0] ?? {}
  const snippet = node ? `${node.selector} ${node.snippet.slice(0, 90)}` : 'unknown element'
  const times = phases.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ')
  return `${snippet}; observed FCP ${Math.round(observed.observedFirstContentfulPaint ?? 0)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint ?? 0)} ms${times ? ` (${times})` : ''}`
}

/** The figures of one Lighthouse run. */
function figures(/** @type {LighthouseResult} */ lhr) {
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse failed on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    )
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id].score ?? 0) * 100)
  const requests = detailItems(lhr, 'network-requests') ?? []
  /** @type {string[]} */
  const failing = []
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit.score !== null && audit.score < 1)
        failing.push(`${lhr.categories[id].title}: ${audit.title} (${ref.id})`)
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    fcp: lhr.audits['first-contentful-paint'].numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    lcpElement: lcpElement(lhr),
    js: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failing,
  }
}

async function main() {
  if (!fs.existsSync(CHROME_PATH))
    throw new Error(`no Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`)
  const blankDir = await buildBlank()
  const blankPort = await freePort()
  const blank = await startBlank(blankDir, blankPort)
  const project = await startProject({ port: await freePort(undefined, undefined, [blankPort]) })

  /** @type {Page[]} */
  const pages = [
    { name: 'blank Next.js page', url: `${blank.url}/`, reference: true },
    { name: '/site/index', url: `${project.url}/site/index` },
    { name: '/list/noor-peeters', url: `${project.url}/list/noor-peeters` },
    { name: '/list/search', url: `${project.url}/list/search` },
    { name: '/fr/site/index', url: `${project.url}/fr/site/index` },
    { name: '/fr/list/noor-peeters', url: `${project.url}/fr/list/noor-peeters` },
    { name: '/fr/list/search', url: `${project.url}/fr/list/search` },
  ].map((page) => ({ ...page, runs: [], m: /** @type {Record<Key, number>} */ ({}), failing: [] }))
  // Warm-up: the first visit renders the ISR list page and puts it in Next's cache; Lighthouse then meets the cache.
  for (const page of pages) {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(page.url)
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`${page.url} answered ${res.status}`)
    }
  }

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  let lighthouseVersion = ''
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const page of pages) {
        // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP): that run is taken again, up to twice.
        let result
        for (let attempt = 1; ; attempt++) {
          result = await lighthouse(page.url, {
            port: chrome.port,
            output: ['html', 'json'],
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          })
          if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`)
          if (!result.lhr.runtimeError || attempt === 3) break
          console.error(`[bench] run ${run}/${RUNS} ${page.name}: ${result.lhr.runtimeError.code}, measured again`)
        }
        lighthouseVersion = result.lhr.lighthouseVersion
        page.runs.push(figures(result.lhr))
        const last = page.runs[page.runs.length - 1]
        console.error(
          `[bench] run ${run}/${RUNS} ${page.name}: performance ${last.performance}, FCP ${Math.round(last.fcp)} ms, LCP ${Math.round(last.lcp)} ms`,
        )
        if (REPORT_DIR) {
          fs.mkdirSync(REPORT_DIR, { recursive: true })
          const file = `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${run}`
          const [html, json] = result.report
          fs.writeFileSync(path.join(REPORT_DIR, `${file}.html`), html)
          fs.writeFileSync(path.join(REPORT_DIR, `${file}.json`), json)
        }
      }
    }
  } finally {
    await chrome.kill()
  }

  for (const page of pages) {
    page.m = /** @type {Record<Key, number>} */ (
      Object.fromEntries(KEYS.map((k) => [k, median(page.runs.map((r) => r[k]))]))
    )
    page.failing = [...new Set(page.runs.flatMap((r) => r.failing))]
  }
  const ref = pages[0].m
  /** @type {Record<Key, { text: string, ok: ((v: number) => boolean) | null }>} */
  const goal = {
    performance: { text: `≥ ${ref.performance - 2}`, ok: (v) => v >= ref.performance - 2 },
    accessibility: { text: '100', ok: (v) => v === 100 },
    bestPractices: { text: '100', ok: (v) => v === 100 },
    seo: { text: '100', ok: (v) => v === 100 },
    tbt: { text: `≤ ${Math.round(ref.tbt * 1.5)} ms`, ok: (v) => v <= ref.tbt * 1.5 },
    fcp: { text: '–', ok: null },
    lcp: { text: `≤ ${((ref.lcp + 500) / 1000).toFixed(2)} s`, ok: (v) => v <= ref.lcp + 500 },
    js: { text: `≤ ${kb(ref.js * 1.3)}`, ok: (v) => v <= ref.js * 1.3 },
  }
  /** @type {Record<Key, (v: number) => string>} */
  const show = {
    performance: String,
    accessibility: String,
    bestPractices: String,
    seo: String,
    tbt: (v) => `${Math.round(v)} ms`,
    fcp: seconds,
    lcp: seconds,
    js: kb,
  }
  /** @type {[string, number][]} */
  const columns = [
    ['page', 20],
    ['performance', 12],
    ['accessibility', 13],
    ['best practices', 14],
    ['SEO', 6],
    ['total blocking time', 19],
    ['FCP', 8],
    ['LCP', 9],
    ['JS transferred', 14],
  ]
  const keys = KEYS
  const row = (/** @type {string[]} */ cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(columns[i][1]) : c.padStart(columns[i][1]))).join(' | ')

  console.log(
    `Lighthouse ${lighthouseVersion}, mobile defaults (simulated throttling: slow 4G, 4× CPU), Chromium ${CHROME_PATH}; median of ${RUNS} runs per page`,
  )
  console.log(row(columns.map(([title]) => title)))
  console.log(columns.map(([, width]) => '-'.repeat(width)).join('-|-'))
  console.log(row([pages[0].name, ...keys.map((k) => `${show[k](ref[k])}  `)]))
  console.log(row(['goal', ...keys.map((k) => `${goal[k].text}  `)]))
  for (const page of pages.slice(1)) {
    console.log(row([page.name, ...keys.map((k) => `${show[k](page.m[k])}${mark(goal[k].ok, page.m[k])}`)]))
  }
  console.log(
    'JS transferred: sum of the transferSize of the script requests, KB = 1,024 bytes. Goals relative to the blank row.',
  )
  for (const page of pages) {
    console.log(`${page.name}, largest paint (last run): ${page.runs[page.runs.length - 1].lcpElement}`)
  }
  for (const page of pages) {
    if (page.failing.length) console.log(`${page.name}, audits below 100 % in some run: ${page.failing.join('; ')}`)
  }
}

/** ✓ or ✗ beside a figure that has a goal, two spaces beside one that has none. */
function mark(/** @type {((v: number) => boolean) | null} */ ok, /** @type {number} */ value) {
  if (!ok) return '  '
  return ok(value) ? ' ✓' : ' ✗'
}

function seconds(/** @type {number} */ ms) {
  return `${(ms / 1000).toFixed(2)} s`
}

function kb(/** @type {number} */ bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`
}

await runBench(main)
