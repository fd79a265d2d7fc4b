import { z } from 'zod'
import { t } from '@/lib/i18n'
import { LOCALES } from '@/lib/i18n/locales'
import { safeText } from './text'

const tooLong = (max: number) => ({ error: () => t('validation.tooLong', { max }) })

/**
 * Passwords: at least 10 characters, at most 200 (the login API's limit; scrypt stays cheap). The strength rules
 * (common passwords, the e-mail address, the site's name) are checked on the server only, by
 * lib/auth/password-strength.ts: the forms show its message under the field (decision 036).
 */
export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 200

/** The account holder's name: required after trimming, at most 100 characters, by the text rules (`safeText`). */
export const accountName = safeText({ max: 100, required: () => t('validation.nameRequired') })

/** An account's e-mail address: trimmed, stored in lower case, e-mail shaped, at most 254 characters (RFC 5321). */
export const accountEmail = z
  .string({ error: () => t('validation.email') })
  .trim()
  .toLowerCase()
  .max(254, tooLong(254))
  .pipe(z.email({ error: () => t('validation.email') }))

/** A new password: 10 to 200 characters, spaces count (a passphrase may have them). */
export const newPassword = z
  .string({ error: () => t('validation.required') })
  .min(1, { error: () => t('validation.required') })
  .min(PASSWORD_MIN, { error: () => t('validation.passwordTooShort', { min: PASSWORD_MIN }) })
  .max(PASSWORD_MAX, tooLong(PASSWORD_MAX))
  .meta({
    description:
      'Minstens 10 tekens. Een veelgebruikt of makkelijk te raden wachtwoord, of een dat bijna alleen uit het e-mailadres, de naam of de naam van de site bestaat, wordt geweigerd: 422 met de reden en raad in het Nederlands op dit veld.',
  })

/** A password the user already has (checked against the stored hash, so only its presence is validated). */
export const currentPassword = z
  .string({ error: () => t('validation.required') })
  .min(1, { error: () => t('validation.required') })
  .max(PASSWORD_MAX, tooLong(PASSWORD_MAX))

/** The secret of a mailed link: its hash is looked up, so only its shape is checked here. */
export const linkToken = z
  .string({ error: () => t('validation.required') })
  .trim()
  .min(1, { error: () => t('validation.required') })
  .max(200, tooLong(200))

/**
 * A form's 'repeat the password' check, reported on the repeat field. It runs as soon as both passwords are
 * valid, even while another field (the name) is still missing, so the form shows every problem at once.
 */
function samePassword<T extends z.ZodType<Record<string, unknown>>>(schema: T, field: string, repeat: string) {
  return schema.refine((value) => value[field] === value[repeat], {
    error: () => t('validation.passwordMismatch'),
    path: [repeat],
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === field || issue.path?.[0] === repeat),
  })
}

/**
 * Logging in through the API (POST /api/auth/login: username, password). `username` is the e-mail address
 * (the handler also takes it as `email`); checked against the account, so only presence and length are validated.
 */
export const loginSchema = z.object({
  username: z
    .string({ error: () => t('validation.required') })
    .trim()
    .min(1, { error: () => t('validation.required') })
    .max(254)
    .meta({ description: 'Het e-mailadres van het account (ook aanvaard als `email`).' }),
  password: z
    .string({ error: () => t('validation.required') })
    .min(1, { error: () => t('validation.required') })
    .max(PASSWORD_MAX),
})

/** Registration (POST /api/auth/register): name, e-mail, password. */
export const registerSchema = z.object({ name: accountName, email: accountEmail, password: newPassword })
/** The registration form: the same fields and the password once more. */
export const registerFormSchema = samePassword(
  registerSchema.extend({ passwordRepeat: z.string() }),
  'password',
  'passwordRepeat',
)

/**
 * Name and e-mail of the account (POST /api/auth/update-account), and the current password, which a change of the
 * e-mail address needs (checked by `updateAccount`: the name alone can change without it).
 */
export const updateAccountSchema = z.object({
  name: accountName,
  email: accountEmail,
  currentPassword: z.string().max(PASSWORD_MAX, tooLong(PASSWORD_MAX)).optional(),
  /** The account's language ('Taal'); left out, it stays as it is. */
  locale: z.enum(LOCALES, { error: () => t('validation.locale') }).optional(),
})

/** Password change (POST /api/auth/update-password: currentPassword, newPassword). */
export const changePasswordSchema = z.object({ currentPassword, newPassword })
/** The password change form: the new password once more. */
export const changePasswordFormSchema = samePassword(
  changePasswordSchema.extend({ newPasswordRepeat: z.string() }),
  'newPassword',
  'newPasswordRepeat',
)

/** 'Wachtwoord vergeten' (POST /api/auth/forgot-password: email). */
export const forgotPasswordSchema = z.object({ email: accountEmail })

/** A new password through a mailed link (POST /api/auth/reset-password: password, token). */
export const resetPasswordSchema = z.object({ token: linkToken, password: newPassword })
/** The reset form: the new password twice (the token comes from the link). */
export const resetPasswordFormSchema = samePassword(
  z.object({ password: newPassword, passwordRepeat: z.string() }),
  'password',
  'passwordRepeat',
)

/** E-mail confirmation through a mailed link (POST /api/auth/confirm-email: token). */
export const confirmEmailSchema = z.object({ token: linkToken })

/** Deleting the account: the current password once more. */
export const deleteAccountSchema = z.object({ password: currentPassword })

export type RegisterFormInput = z.input<typeof registerFormSchema>
export type UpdateAccountInput = z.input<typeof updateAccountSchema>
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>

/** The language chosen with the site's 'NL | FR' switch: `{ locale: 'nl' | 'fr' }`. */
export const chooseLocaleSchema = z.object({
  locale: z.enum(LOCALES, { error: () => t('validation.locale') }),
})
