import { useEffect, useRef } from 'react'
import { NavLink, useLocation } from 'react-router'
import { cn } from '../../../lib/cn'
import { ADMIN_PATHS, CONSOLE_SECTIONS, sectionOf } from '../admin-paths'
import { ADMIN_UI } from '../admin-ui'
import { NavIcon } from './nav-icons'

/**
 * The console's sections: a sidebar from 1280 px, a row of tabs that scrolls sideways below
 * (the current one is brought into view). One list, one landmark, either way.
 */
export function ConsoleNav() {
  const { pathname } = useLocation()
  const current = sectionOf(pathname)
  const active = useRef<HTMLAnchorElement | null>(null)

  useEffect(() => {
    // Sideways only: the page itself must not jump.
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' })
  }, [pathname])

  return (
    <nav aria-label={ADMIN_UI.consoleTitle} className="xl:sticky xl:top-28 xl:self-start">
      <ul
        className={cn(
          'flex gap-1 overflow-x-auto [scrollbar-width:thin] max-xl:-mx-4 max-xl:px-4 max-xl:pb-1 sm:max-xl:-mx-6 sm:max-xl:px-6 lg:max-xl:-mx-8 lg:max-xl:px-8',
          'xl:border-line xl:flex-col xl:rounded-2xl xl:border xl:bg-white xl:p-2 xl:shadow-[0_1px_3px_rgb(15_43_70/0.06)]',
        )}
      >
        {CONSOLE_SECTIONS.map((section) => {
          const isCurrent = section === current
          return (
            <li key={section.to} className="shrink-0">
              <NavLink
                to={section.to}
                end={section.to === ADMIN_PATHS.dashboard}
                ref={isCurrent ? active : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-2.5 rounded-xl px-3.5 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
                  isCurrent
                    ? 'bg-brand-700 text-white shadow-sm'
                    : 'text-muted hover:bg-brand-50 hover:text-brand-700 max-xl:border-line max-xl:border max-xl:bg-white',
                )}
              >
                <NavIcon
                  name={section.icon}
                  className={cn('size-5 shrink-0', isCurrent ? 'text-accent-400' : 'opacity-80')}
                />
                {section.label}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
