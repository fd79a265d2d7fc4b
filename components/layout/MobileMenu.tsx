'use client'

import { Menu } from 'lucide-react'
import dynamic from 'next/dynamic'
import { usePathname } from '@/i18n/navigation'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { useCloseOnBack } from '@/components/ui/use-close-on-back'

const loadSheet = () => import('./MenuSheet')
const MenuSheet = dynamic(() => loadSheet().then((m) => m.MenuSheet), { ssr: false })

/**
 * The menu button and the state of its side sheet, `MenuSheet`, whose code
 * (Radix dialog, the session's lists) is fetched when the pointer or the focus first comes to the button, so it
 * weighs on no page's first load. It closes on every navigation, and Back closes it first.
 */
export function MobileMenu() {
  const tl = useTranslations('layout')
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  // Close when the route changes by any means (back button, a redirect), not only by our own links.
  const [shownPath, setShownPath] = useState(pathname)
  if (pathname !== shownPath) {
    setShownPath(pathname)
    setOpen(false)
  }
  useCloseOnBack(open, () => setOpen(false), 'menu')

  const prepare = () => {
    if (wanted) return
    void loadSheet()
    setWanted(true)
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={tl('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prepare}
        onPointerDown={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare()
          setOpen(true)
        }}
        className="grid size-11 place-items-center rounded-full text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-800"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {wanted && <MenuSheet open={open} onOpenChange={setOpen} trigger={button} />}
    </>
  )
}
