'use server'

import { z } from 'zod'
import { action } from '@/lib/http/action'
import { takeBackOrder } from '@/lib/orders/cancel'
import { parseInput } from '@/lib/validation/parse'

const input = z.object({ token: z.string().max(200) })

/**
 * 'Ja, neem mijn reservatie terug' on /order/take-back: `{ token }` (the link's secret), answers the list's slug. The
 * domain function checks the secret, its age and that no transfer is marked paid. Counted like the other links.
 */
export const takeBackAction = action(
  async (raw: unknown) => {
    const { token } = parseInput(input, raw)
    const taken = await takeBackOrder(token)
    return { listSlug: taken.listSlug }
  },
  { rateLimit: 'token' },
)
