// The cost of judging a new password (lib/auth/password-strength.ts, decision 036).
// Usage: npx tsx --conditions=react-server bench/password-strength.ts
// Prints the first call (loading the dictionaries), the median and slowest call over everyday passwords, and the
// slowest over passwords made to be costly (l33t characters, up to PASSWORD_MAX), with the estimator's own defaults
// beside ours for the costly ones. Figures only; nothing is asserted. The estimator runs on the event loop: its time
// is time no other request of the instance gets.
import { randomInt } from 'node:crypto'
import { passwordWeakness, ASSESSED_LENGTH } from '../lib/auth/password-strength'
import { PASSWORD_MAX } from '../lib/validation/account'

const owner = { email: 'sofie.peeters1990@example.be', name: 'Sofie Peeters' }
const ms = (value: number) => `${value.toFixed(1)} ms`

async function timed(password: string): Promise<number> {
  const start = performance.now()
  await passwordWeakness(password, owner)
  return performance.now() - start
}

function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  console.log(
    `${label}: ${times.length} passwords, median ${ms(sorted[Math.floor(sorted.length / 2)]!)}, slowest ${ms(sorted.at(-1)!)}`,
  )
}

const L33T = '4@^8(<{[3&6#!|1i70$5z2+7%9'
const random = (length: number, alphabet: string) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('')
const everyday = [
  '12345678910',
  'wachtwoord123',
  'Geboortelijst2026',
  'azertyuiop',
  'P@ssw0rd2024!',
  'Welkom2026!',
  'zonnige-fiets-lepel',
  'groene kikker zingt luid',
  'een-lang-wachtwoord',
  'SofiePeeters2026!',
  'kleine noor slaapt zacht in haar wieg',
  ...Array.from({ length: 40 }, () => random(16, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_!')),
]
const costly = (length: number) => [
  ...['p@55w0rd1!', '|!1|!1|!1|i', '@4@4$5$5', L33T].map((base) =>
    base.repeat(Math.ceil(length / base.length)).slice(0, length),
  ),
  ...Array.from({ length: 10 }, () => random(length, L33T)),
]

console.log(`node ${process.version}; the estimator looks at the first ${ASSESSED_LENGTH} characters`)
console.log(`first call (loads the dictionaries): ${ms(await timed('eerste-oproep-123'))}`)
const days: number[] = []
for (const password of everyday) days.push(await timed(password))
summary('everyday passwords', days)
for (const length of [ASSESSED_LENGTH, PASSWORD_MAX]) {
  const times: number[] = []
  for (const password of costly(length)) times.push(await timed(password))
  summary(`costly passwords of ${length} characters`, times)
}

// The same costly passwords with the estimator's defaults (100 l33t variants; the synchronous call looks at every
// character), for comparison: what the bounds save.
const { zxcvbn, zxcvbnOptions } = await import('@zxcvbn-ts/core')
zxcvbnOptions.setOptions({ l33tMaxSubstitutions: 100 })
for (const length of [32, ASSESSED_LENGTH]) {
  const times = costly(length)
    .slice(0, 6)
    .map((password) => {
      const start = performance.now()
      zxcvbn(password, [owner.email])
      return performance.now() - start
    })
  summary(`costly passwords of ${length} characters, estimator defaults`, times)
}
