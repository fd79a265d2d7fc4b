// POST /api/invitations/{token}/accept – the logged-in account accepts a mailed invitation and manages the list from now on
import { handler } from '@/lib/http/handler'
import { acceptInvitation } from '@/lib/lists/invitations'

/**
 * → 200 with the list (`role` MANAGER). Only the account with the invited, confirmed address; the link works once
 * within 7 days (decision 038). A POST, never a GET: a mail scanner that opens the link must not accept it.
 */
export const POST = handler<{ token: string }>(async ({ params, actor }) => acceptInvitation(actor, params.token), {
  rateLimit: 'token',
})
