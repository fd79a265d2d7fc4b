import type { Actor } from '@/lib/auth/actor'
import { getShareInfo } from '@/lib/share'
import { SharePanel } from './SharePanel'

/**
 * The share panel of an owner page (products, settings), rendered on the server for the logged-in person who
 * manages the list (`getShareInfo` checks it again, and gives an older list its short link now).
 */
export async function ListSharePanel({
  listId,
  actor,
  className,
}: {
  listId: number
  actor: Actor
  className?: string
}) {
  return <SharePanel data={await getShareInfo(actor, listId)} headingLevel={2} className={className} />
}
