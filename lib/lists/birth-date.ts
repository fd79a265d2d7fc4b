// The window a birth or due date must lie in when it is entered (decision 033), and Belgium's calendar date it is
// counted from. Pure: the list form in the browser and the server read the same rule.

/** A birth or due date may lie at most this many years back … */
export const BIRTH_DATE_YEARS_BACK = 1
/** … and at most this many months ahead of today's Belgian date. */
export const BIRTH_DATE_MONTHS_AHEAD = 10

/** The calendar date (year, month 1–12, day) of `now` in Belgium, whatever the server's or browser's time zone. */
export function belgianDate(now: Date): { year: number; month: number; day: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number)
  return { year, month, day }
}

/** yyyy-MM-dd of a calendar date. */
function iso(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)
}

/** The same day `months` later (or earlier), or the month's last day when it has no such day (31 March + 1 → 30 April). */
function addMonths(date: { year: number; month: number; day: number }, months: number): string {
  const index = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return iso(year, month, Math.min(date.day, lastDay))
}

/** Today's Belgian date as yyyy-MM-dd. */
export function belgianToday(now: Date = new Date()): string {
  const { year, month, day } = belgianDate(now)
  return iso(year, month, day)
}

/**
 * The first and last birth or due date a list may be given on `today` (yyyy-MM-dd, Belgian): the same day one year
 * back and ten months ahead, both included (a day the month lacks becomes its last day: 29 February → 28 February).
 * @returns `{ min, max }` as yyyy-MM-dd, the form's date input takes them as they are.
 */
export function birthDateWindow(today: string = belgianToday()): { min: string; max: string } {
  const [year, month, day] = today.split('-').map(Number)
  const date = { year, month, day }
  return { min: addMonths(date, -12 * BIRTH_DATE_YEARS_BACK), max: addMonths(date, BIRTH_DATE_MONTHS_AHEAD) }
}

/** True when `value` (yyyy-MM-dd) lies in `birthDateWindow(today)`. ISO dates compare as text. */
export function inBirthDateWindow(value: string, today?: string): boolean {
  const { min, max } = birthDateWindow(today)
  return value >= min && value <= max
}
