// A console trap for the unit and integration tests: an unexpected error or warning (our own '[api] unexpected error'
// line through the logger, a React warning, a library's complaint on the console) fails the test it happened in. A
// test that expects such a line says so with expectConsoleError/expectConsoleWarn, and then fails when the line does
// not come.
import { format } from 'node:util'
import { logger } from '@/lib/log'

export type ConsoleLevel = 'error' | 'warn'

/** 'test': checked after the test that declared it; 'file': declared in beforeAll, checked after the file. */
export type ConsoleScope = 'test' | 'file'

interface Expectation {
  level: ConsoleLevel
  pattern: RegExp
  scope: ConsoleScope
  hits: number
}

/** The methods the trap replaces: on the global console and the logger, or on plain objects in the trap's own test. */
export type TrappedConsole = Pick<Console, ConsoleLevel>

/** What the trap watches: the console (`format`'s rendering) and the logger (pino's `(object?, message)` calls). */
export interface TrapTargets {
  console: TrappedConsole
  logger?: TrappedConsole
}

export interface ConsoleTrap {
  /** Swallows lines of `level` matching `pattern` until the check of `scope`, which fails when none came. */
  expect(level: ConsoleLevel, pattern: RegExp, scope?: ConsoleScope): void
  /**
   * The problems since the last check: unexpected lines written in a test ('test') or anywhere ('file'), and the
   * expectations of `scope` (of both scopes for 'file') that no line met. Forgets what it reported.
   */
  check(scope?: ConsoleScope): string[]
  /** Whether a test is running (set by the set-up's beforeEach/afterEach): decides an expectation's scope. */
  inTest: boolean
  /** Puts the original methods back. */
  release(): void
}

/**
 * A logger call as one line, message first, so the same patterns match it as a console line: `logger.error({ err },
 * '[api] unexpected error')` reads `[api] unexpected error { err: … }`.
 */
function loggerLine(args: unknown[]): string {
  const [first, ...rest] = args
  if (first !== null && typeof first === 'object') return [format(...rest), format(first)].filter(Boolean).join(' ')
  return format(...args)
}

/**
 * Replaces the `error` and `warn` methods of the console and the logger by recorders. An unexpected line is still
 * written (through the original method) so the failing test shows it; an expected one is swallowed.
 */
export function createConsoleTrap(targets: TrapTargets): ConsoleTrap {
  let expectations: Expectation[] = []
  let unexpected: { line: string; inTest: boolean }[] = []
  const restores: Array<() => void> = []

  const watch = (name: 'console' | 'logger', target: TrappedConsole, render: (args: unknown[]) => string) => {
    const originals = { error: target.error, warn: target.warn }
    restores.push(() => Object.assign(target, originals))
    for (const level of ['error', 'warn'] as const) {
      target[level] = (...args: unknown[]) => {
        const text = render(args)
        const match = expectations.find((e) => e.level === level && e.pattern.test(text))
        if (match) {
          match.hits++
          return
        }
        unexpected.push({ line: `unexpected ${name}.${level}: ${text.slice(0, 2000)}`, inTest: trap.inTest })
        originals[level].apply(target, args)
      }
    }
  }

  const trap: ConsoleTrap = {
    inTest: false,
    expect(level, pattern, scope = trap.inTest ? 'test' : 'file') {
      expectations.push({ level, pattern, scope, hits: 0 })
    },
    check(scope = 'test') {
      const due = expectations.filter((e) => scope === 'file' || e.scope === 'test')
      const lines = unexpected.filter((u) => scope === 'file' || u.inTest)
      const problems = [
        ...lines.map((u) => u.line),
        ...due
          .filter((e) => e.hits === 0)
          .map((e) => `expected ${e.level === 'error' ? 'an error' : 'a warning'} matching ${e.pattern}, none came`),
      ]
      expectations = expectations.filter((e) => !due.includes(e))
      unexpected = unexpected.filter((u) => !lines.includes(u))
      return problems
    },
    release() {
      for (const restore of restores) restore()
    },
  }
  watch('console', targets.console, (args) => format(...args))
  if (targets.logger) watch('logger', targets.logger, loggerLine)
  return trap
}

let trap: ConsoleTrap | undefined

/** Installs the trap on the global console and the logger (tests/support/setup.ts does this once per test file). */
export function installConsoleTrap(): ConsoleTrap {
  trap ??= createConsoleTrap({ console, logger: logger as unknown as TrappedConsole })
  return trap
}

/** Declares that the current test (or, in beforeAll, the file's set-up) writes an error (console or logger) matching `pattern`. */
export function expectConsoleError(pattern: RegExp): void {
  installConsoleTrap().expect('error', pattern)
}

/** Declares that the current test (or, in beforeAll, the file's set-up) writes a warning (console or logger) matching `pattern`. */
export function expectConsoleWarn(pattern: RegExp): void {
  installConsoleTrap().expect('warn', pattern)
}
