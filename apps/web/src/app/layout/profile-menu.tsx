import { ChevronDownIcon } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router'
import { useLogout } from '../../features/auth/api/logout'
import { useAuth } from '../../lib/auth-storage'
import { cn } from '../../lib/cn'
import { initials } from '../../lib/initials'
import { useOpenUntilNavigation } from '../../lib/use-open-until-navigation'
import { PROFILE_MENU } from '../nav'

/** The logged-in profile button and its 300 px dropdown. */
export function ProfileMenu() {
  const { user, isOwner, can } = useAuth()
  // Open only on the page where it was opened: every navigation closes it.
  const [open, setOpen] = useOpenUntilNavigation()
  const ref = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const logout = useLogout()
  const name = user?.name?.trim() || 'Guest'

  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, setOpen])

  return (
    // Static on phones, so the dropdown hangs from the header bar's right edge, not from this
    // button (which sits left of the menu button): a 300 px dropdown then fits a 360 px screen.
    <div ref={ref} className="min-w-0 sm:relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className="border-line hover:border-brand-200 flex max-w-full min-w-0 items-center gap-2 rounded-full border bg-white py-1 pr-3 pl-1"
      >
        <span
          className="bg-brand-700 grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold text-white"
          aria-hidden="true"
        >
          {initials(name)}
        </span>
        {/* Up to 192 px, less when the bar is short of room; the dropdown shows it whole. */}
        <span className="sr-only sm:not-sr-only sm:max-w-48 sm:truncate sm:text-sm sm:font-semibold">
          {name}
        </span>
        <span className="sr-only"> account menu</span>
        <ChevronDownIcon
          className={cn('text-muted size-4 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="border-line absolute top-full right-4 z-50 mt-2 w-[300px] max-w-[calc(100vw-2rem)] overflow-hidden rounded-2xl border bg-white shadow-xl sm:right-0"
      >
        <div className="bg-surface border-line border-b px-5 py-4">
          <p className="text-muted text-xs font-semibold tracking-wider uppercase">Signed in as</p>
          <p className="text-brand-800 mt-0.5 truncate text-base font-bold">{name}</p>
        </div>
        <ul className="py-2">
          {PROFILE_MENU.filter(
            (item) => (!item.ownersOnly || isOwner) && (!item.needs || can(item.needs)),
          ).map((item) => (
            <li key={item.label}>
              <Link
                to={item.to}
                className="text-ink hover:bg-brand-50 hover:text-brand-700 block px-5 py-3 text-sm font-medium"
              >
                {item.label}
              </Link>
            </li>
          ))}
          <li className="border-line mt-1 border-t pt-1">
            <button
              type="button"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              className="block w-full px-5 py-3 text-left text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              {logout.isPending ? 'Logging out...' : 'Logout'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
