'use client'

import { CheckCircle2 } from 'lucide-react'
import { createContext, useContext, useState, type ReactNode } from 'react'

const StatusContext = createContext<(message: string) => void>(() => {})

/**
 * What the last admin action did ('De geboortelijst van Noor Peeters werd gewist.'), shown above the overview and
 * announced politely to screen readers; it survives the refresh that removes the row the action was on.
 */
export function AdminStatusProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('')
  return (
    <StatusContext.Provider value={setMessage}>
      <div role="status" aria-live="polite" className="empty:hidden">
        {message && (
          <p className="mx-5 mt-5 -mb-2 flex items-center gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800 sm:mx-7 sm:mt-7">
            <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
            {message}
          </p>
        )}
      </div>
      {children}
    </StatusContext.Provider>
  )
}

/** Announces the outcome of an admin action. */
export function useAdminStatus(): (message: string) => void {
  return useContext(StatusContext)
}
