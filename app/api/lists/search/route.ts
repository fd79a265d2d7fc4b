// POST /api/lists/search – lists matching a parent's first name with the baby's first name or a last name
import { handler, readJson } from '@/lib/http/handler'
import { searchLists } from '@/lib/lists'
import { listSearchSchema } from '@/lib/validation/listSearch'
import { parseInput } from '@/lib/validation/parse'

export const POST = handler(async ({ req }) => searchLists(parseInput(listSearchSchema, await readJson(req))), {
  rateLimit: 'search',
})
