import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach } from 'vitest'
import { installConsoleTrap } from './console'

// Mails (.eml) and secrets of a test run go to a private temporary folder, never to the developer's .data.
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'geboortelijst-test-'))
process.env.NEXTAUTH_SECRET ??= 'test-secret-not-for-production'

// An unexpected error or warning on the console or the logger (a 500's log line, a React warning) fails the test it came in; lines
// written outside a test (beforeAll, afterAll) fail the file. Tests that expect one use expectConsoleError.
const trap = installConsoleTrap()
const fail = (problems: string[]) => {
  if (problems.length > 0) throw new Error(problems.join('\n'))
}
beforeEach(() => {
  trap.inTest = true
})
afterEach(() => {
  trap.inTest = false
  fail(trap.check('test'))
})
afterAll(() => fail(trap.check('file')))
