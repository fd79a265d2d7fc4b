'use server'

import { clearSessionCookie, setSessionCookie } from '@/lib/auth'
import { changePassword, logoutEverywhere, updateAccount } from '@/lib/auth/accounts'
import { deleteAccount } from '@/lib/privacy/delete-account'
import { action } from '@/lib/http/action'
import { keepLocaleChoice } from '@/lib/i18n/cookie'

type Fields = Record<string, unknown> | null | undefined

/**
 * Name, e-mail address and language of the account page's form; answers the account with the new address waiting for its
 * confirmation link (`pendingEmail`). A new address needs the current password.
 */
export const updateAccountAction = action(async (input: unknown, { actor, ip }) => {
  const account = await updateAccount(actor, input, { ip })
  // The account's language is this browser's too: the next pages open in it.
  await keepLocaleChoice(account.locale)
  return account
})

/**
 * The password change of the account page. Every other session ends; this browser gets a fresh session cookie
 * with the new token version, so the parent who changed it stays logged in.
 */
export const changePasswordAction = action(
  async (input: Fields, { actor }) => {
    const user = await changePassword(actor, input?.currentPassword, input?.newPassword)
    await setSessionCookie(user)
    return null
  },
  { rateLimit: 'password' },
)

/** 'Uitloggen op alle toestellen': every session ends, this one included (the form then logs out in the browser). */
export const logoutEverywhereAction = action(async (_input: null, { actor }) => {
  await logoutEverywhere(actor)
  await clearSessionCookie()
  return null
})

/**
 * Deletes the account with all its lists, products, orders and images after the password and the 'Opgelet!'
 * confirmation (docs/rules.md#privacy); the last administrator is refused (409 in the 'Oei!' modal).
 */
export const deleteAccountAction = action(
  async (input: Fields, { actor }) => {
    await deleteAccount(actor, input?.password)
    await clearSessionCookie()
    return null
  },
  { rateLimit: 'password' },
)
