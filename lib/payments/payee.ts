/** The parents' names of a list, as the payee rules read them. */
export interface ParentNames {
  parent1FirstName: string
  parent1LastName: string
  parent2FirstName: string | null
  parent2LastName: string | null
}

/** The EPC QR code's beneficiary name holds 70 characters (EPC069-12), and so does the account holder's name. */
export const PAYEE_NAME_MAX = 70

/** The parents' names as one beneficiary: 'Sofie Peeters en Jonas Maes'. */
export function beneficiaryName(list: ParentNames): string {
  const first = `${list.parent1FirstName} ${list.parent1LastName}`.trim()
  const second = [list.parent2FirstName, list.parent2LastName].filter(Boolean).join(' ').trim()
  return second ? `${first} en ${second}` : first
}

/**
 * The parents' names as an account holder's name fits them: both, or the first parent's when both do not fit the
 * EPC's 70 characters. What the list form proposes and what a list without an account holder's name uses.
 */
export function parentsPayeeName(list: ParentNames): string {
  const both = beneficiaryName(list)
  return both.length <= PAYEE_NAME_MAX
    ? both
    : `${list.parent1FirstName} ${list.parent1LastName}`.slice(0, PAYEE_NAME_MAX)
}

/**
 * The name a transfer goes to (the EPC QR code's beneficiary, the confirmation, the mails): the account holder's name
 * the parents gave, as their bank knows it, since Belgian banks check it against the account (Verification of Payee,
 * October 2025) and warn the giver when it differs; else the parents' names (`parentsPayeeName`).
 */
export function payeeName(list: ParentNames & { accountHolder: string | null }): string {
  return list.accountHolder || parentsPayeeName(list)
}
