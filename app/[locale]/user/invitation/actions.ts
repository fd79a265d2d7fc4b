'use server'

import { action } from '@/lib/http/action'
import { acceptInvitation } from '@/lib/lists/invitations'

/**
 * 'Uitnodiging aanvaarden' (decision 038): the logged-in account manages the list from now on; answers where the list
 * is. A server action, never the page request: a mail scanner that opens the link accepts nothing. Rate-limited as
 * 'token', like the other mailed links.
 */
export const acceptInvitationAction = action(
  async (token: string, { actor }) => {
    const list = await acceptInvitation(actor, typeof token === 'string' ? token : '')
    return { url: list.url }
  },
  { rateLimit: 'token' },
)
