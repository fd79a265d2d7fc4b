import { Spinner } from '@/components/ui/Spinner'

/** The order confirmation: a spinner shows while the order loads. */
export default function Loading() {
  return (
    <div className="flex justify-center py-24">
      <Spinner className="scale-150" />
    </div>
  )
}
