'use client'

import { Eye, EyeOff, RotateCw, ShieldCheck, ShieldOff, Trash2, XCircle } from 'lucide-react'
import { useRouter } from '@/i18n/navigation'
import { useState } from 'react'
import { useActionRunner } from '@/components/auth/client'
import { buttonClass, type ButtonVariant } from '@/components/ui/Button'
import { useModal } from '@/components/ui/Modal'
import type { ActionResult } from '@/lib/http/action'
import { RESULTS_HEADING_ID } from './results-heading'
import { useAdminStatus } from './AdminStatus'

const icons = {
  delete: Trash2,
  hide: EyeOff,
  show: Eye,
  promote: ShieldCheck,
  demote: ShieldOff,
  cancel: XCircle,
  retry: RotateCw,
}

export interface AdminActionProps<I> {
  /** The server action and what it is called with (ids only: the domain function reads the rest itself). */
  action: (input: I) => Promise<ActionResult<unknown>>
  input: I
  label: string
  /** The button's accessible name when the label alone does not say which row it acts on. */
  ariaLabel: string
  icon: keyof typeof icons
  variant?: ButtonVariant
  /** Destructive actions ask first in the 'Opgelet!' modal: its message and confirm button text. */
  confirm?: { message: string; button: string }
  /** Said after it worked (a polite status above the table). */
  done: string
  /** Where to go afterwards instead of refreshing this page (e.g. the login page after removing one's own role). */
  then?: string
}

/**
 * One action in an admin table: asks for confirmation when it destroys something, runs the server action
 * (errors in the 'Oei!' modal, a 401 logs out), says what it did, refreshes the overview and moves the focus to the
 * results heading, because the row it was on may be gone.
 */
export function AdminActionButton<I>({
  action,
  input,
  label,
  ariaLabel,
  icon,
  variant = 'secondary',
  confirm,
  done,
  then,
}: AdminActionProps<I>) {
  const modal = useModal()
  const run = useActionRunner()
  const router = useRouter()
  const announce = useAdminStatus()
  const [busy, setBusy] = useState(false)
  const Icon = icons[icon]

  const onClick = async () => {
    if (confirm && !(await modal.confirm(confirm.message, confirm.button))) return
    setBusy(true)
    const result = await run(action(input))
    setBusy(false)
    if (result === undefined) return
    if (then) {
      window.location.assign(then)
      return
    }
    announce(done)
    document.getElementById(RESULTS_HEADING_ID)?.focus()
    router.refresh()
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-label={ariaLabel}
      className={buttonClass(variant, 'sm', 'whitespace-nowrap')}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </button>
  )
}
