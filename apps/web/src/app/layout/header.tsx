import { MailIcon, MapPinIcon, MenuIcon, PhoneIcon, PlusIcon, XIcon } from 'lucide-react'
import { useCallback, useEffect } from 'react'
import { NavLink } from 'react-router'
import { HEADER_FIXED_AFTER_PX } from '@app/contract/constants'
import { ButtonLink, buttonClass } from '../../components/ui/button'
import { useAuth } from '../../lib/auth-storage'
import { cn } from '../../lib/cn'
import { site, telHref } from '../../lib/site'
import { ADD_LISTING_PATH } from '../../lib/paths'
import { POST_PROPERTY_LABEL, usePostProperty } from '../../lib/post-property'
import { useOpenUntilNavigation } from '../../lib/use-open-until-navigation'
import { MAIN_MENU } from '../nav'
import { Logo } from './logo'
import { ProfileMenu } from './profile-menu'
import { useScrolledPast } from './use-scrolled-past'

const navLinkColor = (isActive: boolean) =>
  isActive ? 'text-accent-700' : 'text-brand-800 hover:text-accent-700'

/**
 * The bar's entries keep to one line: the bar shows them only from 1280 px (below, the menu
 * button opens the panel), where a logged-in owner's row (logo, five entries, Add Listing,
 * the profile button) fits the 1216 px container with these sizes.
 */
const BAR_ITEM =
  'block rounded-md px-1.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors'
/** The owner's one action to start a listing (spec 001: the Add Listing header button). */
const ADD_LISTING_LABEL = 'Add Listing'
const PANEL_ITEM =
  'block w-full rounded-md px-4 py-3 text-left text-base font-semibold transition-colors'

function TopBar() {
  return (
    <div className="bg-brand-900 text-brand-100 text-sm">
      <div className="container-page flex h-11 items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-5">
          <a
            href={telHref(site.phone)}
            className="flex h-11 items-center gap-1.5 whitespace-nowrap hover:text-white"
          >
            <PhoneIcon className="size-4" />
            <span>{site.phone}</span>
          </a>
          <a
            href={`mailto:${site.email}`}
            className="hidden h-11 items-center gap-1.5 hover:text-white sm:flex"
          >
            <MailIcon className="size-4" />
            <span className="truncate">{site.email}</span>
          </a>
        </div>
        {/* From 1024 px: on a tablet it would push the phone number onto two lines. */}
        <p className="hidden truncate text-xs lg:block">
          India&apos;s emerging warehouse &amp; commercial space solution platform
        </p>
      </div>
    </div>
  )
}

/**
 * The spec's menu entries, one list for the bar and the mobile panel: the main links, 'Post
 * Properties for free', and Login only for visitors. Owners have one Add Listing action instead
 * of both (issue 25, decision 040): the bar's button from 640 px, this list's entry below it.
 * `itemClass`: BAR_ITEM or PANEL_ITEM.
 */
function MenuEntries({
  onPostProperty,
  itemClass,
}: {
  onPostProperty: () => void
  itemClass: string
}) {
  const { isLoggedIn, isOwner } = useAuth()
  const linkClass = ({ isActive }: { isActive: boolean }) => cn(itemClass, navLinkColor(isActive))
  const inPanel = itemClass === PANEL_ITEM
  return (
    <>
      {MAIN_MENU.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end className={linkClass}>
            {item.label}
          </NavLink>
        </li>
      ))}
      {!isOwner && (
        <li>
          <button type="button" onClick={onPostProperty} className={linkClass({ isActive: false })}>
            {POST_PROPERTY_LABEL}
          </button>
        </li>
      )}
      {isOwner && inPanel && (
        <li className="sm:hidden">
          <NavLink to={ADD_LISTING_PATH} className={linkClass}>
            {ADD_LISTING_LABEL}
          </NavLink>
        </li>
      )}
      {!isLoggedIn && (
        <li>
          <NavLink to="/login" className={linkClass}>
            Login
          </NavLink>
        </li>
      )}
    </>
  )
}

function MobilePanel({
  open,
  onClose,
  onPostProperty,
}: {
  open: boolean
  onClose: () => void
  onPostProperty: () => void
}) {
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = ''
    }
  }, [open, onClose])

  return (
    <div
      className={cn('fixed inset-0 z-[70] xl:hidden', !open && 'pointer-events-none')}
      aria-hidden={!open}
      inert={!open}
    >
      <div
        className={cn(
          'bg-brand-900/60 absolute inset-0 transition-opacity',
          open ? 'opacity-100' : 'opacity-0',
        )}
        onClick={onClose}
      />
      <nav
        id="mobile-menu"
        aria-label="Mobile menu"
        className={cn(
          'absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-2xl transition-transform',
          open ? 'translate-x-0' : 'invisible translate-x-full',
        )}
      >
        <div className="border-line flex h-[90px] items-center justify-between border-b px-5">
          <Logo />
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="text-brand-800 hover:bg-surface grid size-11 place-items-center rounded-lg"
          >
            <XIcon className="size-6" />
          </button>
        </div>
        <ul className="flex flex-col gap-1 p-4">
          <MenuEntries
            itemClass={PANEL_ITEM}
            onPostProperty={() => {
              onClose()
              onPostProperty()
            }}
          />
        </ul>
        <div className="bg-surface mt-auto space-y-1 p-6 text-sm">
          <p className="text-brand-800 font-bold">Get in touch</p>
          <a href={telHref(site.phone)} className="text-ink flex min-h-11 items-center gap-2">
            <PhoneIcon className="size-4" />
            {site.phone}
          </a>
          <a
            href={`mailto:${site.email}`}
            className="text-ink flex min-h-11 items-center gap-2 break-all"
          >
            <MailIcon className="size-4" />
            {site.email}
          </a>
          <p className="text-muted flex items-start gap-2">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            {site.address}
          </p>
        </div>
      </nav>
    </div>
  )
}

export function Header() {
  const { isLoggedIn, isOwner } = useAuth()
  const fixed = useScrolledPast(HEADER_FIXED_AFTER_PX)
  // The panel belongs to the page it was opened on: every navigation closes it.
  const [menuOpen, setMenuOpen] = useOpenUntilNavigation()
  const postProperty = usePostProperty()
  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen])

  return (
    <header>
      <TopBar />
      {/* Holds the bar's place while it is fixed, so the page does not jump. */}
      <div className={cn(fixed ? 'h-[90px]' : 'hidden')} aria-hidden="true" />
      <div
        data-testid="main-header"
        data-fixed={fixed}
        className={cn(
          'border-line z-40 h-[90px] border-b bg-white/95 backdrop-blur',
          fixed ? 'fixed inset-x-0 top-0 shadow-md' : 'relative',
        )}
      >
        <div className="container-page flex h-full items-center justify-between gap-3">
          <Logo className="shrink-0" />
          <nav aria-label="Main" className="hidden shrink-0 xl:block">
            <ul className="flex items-center">
              <MenuEntries onPostProperty={postProperty} itemClass={BAR_ITEM} />
            </ul>
          </nav>
          {/* The one part that may give way: the profile button's name truncates first. */}
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            {/* Wrappers carry the responsive display: a button's own inline-flex would win. */}
            {isOwner && (
              <span className="hidden shrink-0 sm:block">
                <ButtonLink to={ADD_LISTING_PATH} variant="accent">
                  <PlusIcon className="size-4" />
                  {ADD_LISTING_LABEL}
                </ButtonLink>
              </span>
            )}
            {isLoggedIn ? (
              <ProfileMenu />
            ) : (
              // A real link, so it works from the first paint, before the app runs.
              <span className="shrink-0 xl:hidden">
                <NavLink to="/login" className={buttonClass('primary', 'md')}>
                  Login
                </NavLink>
              </span>
            )}
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              className="text-brand-800 hover:bg-surface grid size-11 shrink-0 place-items-center rounded-lg xl:hidden"
            >
              <MenuIcon className="size-6" />
            </button>
          </div>
        </div>
      </div>
      <MobilePanel open={menuOpen} onClose={closeMenu} onPostProperty={postProperty} />
    </header>
  )
}
