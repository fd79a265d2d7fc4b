import { afterAll, beforeAll } from 'vitest'

/**
 * Sets an environment variable for the tests of one file and puts the value before it back afterwards (or removes it
 * when there was none).
 */
export function useEnv(name: string, value: string): void {
  let saved: string | undefined
  beforeAll(() => {
    saved = process.env[name]
    process.env[name] = value
  })
  afterAll(() => {
    if (saved === undefined) delete process.env[name]
    else process.env[name] = saved
  })
}
