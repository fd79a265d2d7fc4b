'use server'

import { currentActor } from '@/lib/auth'
import { homePathFor } from '@/lib/lists'

/** The page to show after a successful login (docs/rules.md#accounts), for the session that was just set. */
export async function afterLoginPath(): Promise<string> {
  return homePathFor(await currentActor())
}
