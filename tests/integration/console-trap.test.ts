// The console trap of tests/support/setup.ts, on a console of its own: what makes a test fail and what does not.
import { describe, expect, it } from 'vitest'
import { logger } from '@/lib/log'
import { createConsoleTrap, expectConsoleError, type TrappedConsole } from '../support/console'

function fakeConsole() {
  const printed: string[] = []
  const target: TrappedConsole = {
    error: (...args: unknown[]) => void printed.push(`error ${args.join(' ')}`),
    warn: (...args: unknown[]) => void printed.push(`warn ${args.join(' ')}`),
  }
  const log: TrappedConsole = {
    error: (...args: unknown[]) => void printed.push(`log.error ${JSON.stringify(args)}`),
    warn: (...args: unknown[]) => void printed.push(`log.warn ${JSON.stringify(args)}`),
  }
  const trap = createConsoleTrap({ console: target, logger: log })
  trap.inTest = true
  return { target, log, trap, printed }
}

describe('the console trap', () => {
  it('reports an unexpected console.error or console.warn in a test, and still prints it', () => {
    const { target, trap, printed } = fakeConsole()
    target.error('[api] unexpected error', { name: 'TypeError' })
    target.warn('Warning: Each child in a list should have a unique "key" prop.')
    expect(trap.check('test')).toEqual([
      "unexpected console.error: [api] unexpected error { name: 'TypeError' }",
      'unexpected console.warn: Warning: Each child in a list should have a unique "key" prop.',
    ])
    expect(printed).toEqual([
      'error [api] unexpected error [object Object]',
      'warn Warning: Each child in a list should have a unique "key" prop.',
    ])
    expect(trap.check('test')).toEqual([])
  })

  it('lets an expected line through silently, and reports an expected line that never came', () => {
    const { target, trap, printed } = fakeConsole()
    trap.expect('error', /^\[mail\] outbox #\d+/)
    target.error('[mail] outbox #3 (ORDER_CONFIRMATION) try 1 failed (ECONNREFUSED)')
    expect(trap.check('test')).toEqual([])
    expect(printed).toEqual([])

    trap.expect('error', /^\[mail\]/)
    target.warn('[mail] a warning is not an error')
    expect(trap.check('test')).toEqual([
      'unexpected console.warn: [mail] a warning is not an error',
      'expected an error matching /^\\[mail\\]/, none came',
    ])
  })

  it("keeps lines and expectations from outside a test for the file's check", () => {
    const { target, trap } = fakeConsole()
    trap.inTest = false
    trap.expect('warn', /^\[migrate\]/)
    target.error('[db] set-up failed')
    trap.inTest = true
    expect(trap.check('test')).toEqual([])
    expect(trap.check('file')).toEqual([
      'unexpected console.error: [db] set-up failed',
      'expected a warning matching /^\\[migrate\\]/, none came',
    ])
  })

  it("reads the logger's (object, message) calls message first, against the same patterns", () => {
    const { log, trap, printed } = fakeConsole()
    trap.expect('error', /^\[images\] Cloudinary upload failed \{/)
    log.error({ err: { name: 'Error' } }, '[images] Cloudinary upload failed')
    log.warn({ err: { name: 'TypeError' } }, '[api] unexpected error')
    log.error('[mail] outbox #3 (contact) was sent after its lease ended')
    expect(trap.check('test')).toEqual([
      "unexpected logger.warn: [api] unexpected error { err: { name: 'TypeError' } }",
      'unexpected logger.error: [mail] outbox #3 (contact) was sent after its lease ended',
    ])
    expect(printed).toEqual([
      'log.warn [{"err":{"name":"TypeError"}},"[api] unexpected error"]',
      'log.error ["[mail] outbox #3 (contact) was sent after its lease ended"]',
    ])
  })

  it('puts the original methods back on release', () => {
    const { target, trap, printed } = fakeConsole()
    trap.release()
    target.error('after release')
    expect(trap.check('file')).toEqual([])
    expect(printed).toEqual(['error after release'])
  })

  it('is installed on the global console: an expected console.error passes the test', () => {
    expectConsoleError(/^on purpose$/)
    console.error('on purpose')
  })

  it("is installed on the app's logger: an expected logger.error passes the test", () => {
    expectConsoleError(/^\[api\] on purpose \{ err: \{ name: 'Error' \} \}$/)
    logger.error({ err: { name: 'Error' } }, '[api] on purpose')
  })
})
