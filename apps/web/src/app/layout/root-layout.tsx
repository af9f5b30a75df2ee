import { Outlet, ScrollRestoration } from 'react-router'
import { LoginWarningProvider } from '../../components/login-required/login-warning-provider'
import { RESERVE_DOCK_BARS } from '../../components/ui/bottom-dock'
import { Footer } from './footer'
import { Header } from './header'
import { ScrollToTop } from './scroll-to-top'
import { UpgradeOfferProvider } from './upgrade-offer-provider'

export function RootLayout() {
  return (
    <LoginWarningProvider>
      <UpgradeOfferProvider>
        <div className={`flex min-h-dvh flex-col ${RESERVE_DOCK_BARS}`}>
          <a
            href="#main"
            className="focus:bg-accent-500 sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded-md focus:px-4 focus:py-2"
          >
            Skip to content
          </a>
          <Header />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </main>
          <Footer />
          <ScrollToTop />
          {/* Top of the page on push/replace, the saved position on back/forward. */}
          <ScrollRestoration />
        </div>
      </UpgradeOfferProvider>
    </LoginWarningProvider>
  )
}
