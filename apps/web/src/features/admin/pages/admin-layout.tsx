import { Outlet, useLocation } from 'react-router'
import { useAuth } from '../../../lib/auth-storage'
import { site } from '../../../lib/site'
import { sectionOf } from '../admin-paths'
import { ADMIN_UI } from '../admin-ui'
import { AdminGate } from '../components/admin-gate'
import { ConsoleBand } from '../components/console-band'
import { ConsoleNav } from '../components/console-nav'

/**
 * The admin console's frame (/admin…, user_type 99 only): the band naming the section, the
 * sections' navigation and the page. Visitors are asked to log in and other accounts are told
 * the console is for administrators; neither sees the navigation nor makes a call.
 */
export function Component() {
  const { pathname } = useLocation()
  const { can } = useAuth()
  const section = can('admin') ? sectionOf(pathname) : undefined
  return (
    <>
      <title>{`${section ? `${section.label} | ` : ''}${ADMIN_UI.consoleTitle} | ${site.name}`}</title>
      <ConsoleBand section={section} />
      <AdminGate>
        <div className="bg-surface">
          <div className="container-page py-5 sm:py-8 xl:grid xl:grid-cols-[14rem_minmax(0,1fr)] xl:gap-8 xl:py-10">
            <ConsoleNav />
            <div className="min-w-0 pt-5 xl:pt-0">
              <Outlet />
            </div>
          </div>
        </div>
      </AdminGate>
    </>
  )
}
