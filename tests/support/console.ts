// A console trap for the unit and integration tests: an unexpected console.error or console.warn (our own
// '[api] unexpected error' line, a React warning, a library's complaint) fails the test it happened in. A test that
// expects such a line says so with expectConsoleError/expectConsoleWarn, and then fails when the line does not come.
import { format } from 'node:util'

export type ConsoleLevel = 'error' | 'warn'

/** 'test': checked after the test that declared it; 'file': declared in beforeAll, checked after the file. */
export type ConsoleScope = 'test' | 'file'

interface Expectation {
  level: ConsoleLevel
  pattern: RegExp
  scope: ConsoleScope
  hits: number
}

/** The console methods the trap replaces; a plain object in the trap's own test, the global console otherwise. */
export type TrappedConsole = Pick<Console, ConsoleLevel>

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
 * Replaces `target.error` and `target.warn` by recorders. An unexpected line is still printed (through the original
 * method) so the failing test shows it; an expected one is swallowed.
 */
export function createConsoleTrap(target: TrappedConsole): ConsoleTrap {
  const originals = { error: target.error, warn: target.warn }
  let expectations: Expectation[] = []
  let unexpected: { line: string; inTest: boolean }[] = []

  for (const level of ['error', 'warn'] as const) {
    target[level] = (...args: unknown[]) => {
      const text = format(...args)
      const match = expectations.find((e) => e.level === level && e.pattern.test(text))
      if (match) {
        match.hits++
        return
      }
      unexpected.push({ line: `unexpected console.${level}: ${text.slice(0, 2000)}`, inTest: trap.inTest })
      originals[level].apply(target, args)
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
        ...due.filter((e) => e.hits === 0).map((e) => `expected a console.${e.level} matching ${e.pattern}, none came`),
      ]
      expectations = expectations.filter((e) => !due.includes(e))
      unexpected = unexpected.filter((u) => !lines.includes(u))
      return problems
    },
    release() {
      target.error = originals.error
      target.warn = originals.warn
    },
  }
  return trap
}

let trap: ConsoleTrap | undefined

/** Installs the trap on the global console (tests/support/setup.ts does this once per test file). */
export function installConsoleTrap(): ConsoleTrap {
  trap ??= createConsoleTrap(console)
  return trap
}

/** Declares that the current test (or, in beforeAll, the file's set-up) writes a console.error matching `pattern`. */
export function expectConsoleError(pattern: RegExp): void {
  installConsoleTrap().expect('error', pattern)
}

/** Declares that the current test (or, in beforeAll, the file's set-up) writes a console.warn matching `pattern`. */
export function expectConsoleWarn(pattern: RegExp): void {
  installConsoleTrap().expect('warn', pattern)
}
