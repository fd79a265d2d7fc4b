import 'server-only'
import type { Actor } from '@/lib/auth/actor'

// Being built (issue 5, image upload): these signatures are what the lists and products code call.

/**
 * Stores an uploaded product image in the folder of a list (spec §7 POST /images/upload).
 * @returns `{ secure_url }`: the URL to save as the product's imageUrl.
 */
export async function uploadImage(_actor: Actor | null, _input: { image: unknown; folder: unknown }): Promise<{ secure_url: string }> {
  throw new Error('uploadImage: not built yet')
}

/** Removes every stored image of a list (its folder = the slug), after the list was deleted. */
export async function deleteListImages(_slug: string): Promise<void> {
  throw new Error('deleteListImages: not built yet')
}
