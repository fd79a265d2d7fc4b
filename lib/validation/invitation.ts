import { z } from 'zod'
import { accountEmail } from './account'

/**
 * Inviting someone to manage a list (`POST /api/lists/{id}/managers`, 'Samen beheren' on the settings page): the
 * address the invitation is mailed to, trimmed and in lower case as account addresses are.
 */
export const inviteManagerSchema = z.object({
  email: accountEmail.meta({
    description: 'Het e-mailadres van wie de lijst mee zal beheren.',
    example: 'jonas@example.be',
  }),
})

export type InviteManagerValues = z.output<typeof inviteManagerSchema>
