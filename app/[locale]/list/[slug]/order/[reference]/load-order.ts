import { cache } from 'react'
import { notFound } from 'next/navigation'
import { getOrderByReference, type OrderView } from '@/lib/orders'
import { isDomainError } from '@/lib/errors'

/** The order by reference, once per request (layout and page share it); an unknown reference is a 404. */
export const loadOrder = cache(async (reference: string): Promise<OrderView> => {
  try {
    return await getOrderByReference(reference)
  } catch (error) {
    if (isDomainError(error) && error.status === 404) notFound()
    throw error
  }
})
