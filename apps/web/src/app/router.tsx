import { createBrowserRouter, type RouteObject } from 'react-router'
import { site } from '../lib/site'
import { ErrorPage } from './error-page'
import { startHistoryEntry } from './history-entry'
import { RootLayout } from './layout/root-layout'
import { NotFoundPage } from './not-found-page'
import type { ListLayoutHandle } from './property-list-route'

/** What a route says about server rendering (src/server/render-pages.tsx), in its `handle`. */
export interface PrerenderHandle {
  /**
   * A route with a parameter whose visitor page does not depend on its value (it asks them to
   * log in): rendered once, served for every value. Pages with fixed paths are always rendered.
   */
  sameForVisitors?: boolean
  /**
   * Rendered by the server for a signed-in browser too, with its user's data (decision 059):
   * the pages a seeker lands on, which would otherwise paint only after the app had run.
   */
  signedIn?: boolean
  /**
   * Rendered by the server on request for visitors too, with the page's data (decision 059): a
   * page whose content depends on its parameter (a blog post), which would otherwise shift as
   * its content arrived. Kept by the server once drawn: such a page is public.
   */
  onRequest?: boolean
}

const SIGNED_IN: PrerenderHandle = { signedIn: true }
const ON_REQUEST: PrerenderHandle = { onRequest: true }

/** Each page is its own chunk; its module exports `Component` (React Router's lazy route). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, lazy: () => import('./home/home-page') },
      { path: 'home-six', lazy: () => import('./home/home-six-page') },
      { path: 'home-seven', lazy: () => import('./home/home-seven-page') },
      // The listings feature's list with the shortlist, saved searches and compare, composed in
      // the app; /property-sidebar is the same page with the filters beside the list.
      { path: 'property', lazy: () => import('./property-list-route'), handle: SIGNED_IN },
      {
        path: 'property-sidebar',
        lazy: () => import('./property-list-route'),
        handle: { listLayout: 'sidebar' } satisfies ListLayoutHandle,
      },
      // Map search (issue 15): its own chunk, with Leaflet.
      { path: 'map-location', lazy: () => import('../features/map/pages/map-page') },
      // Listings' read-only view, or the owner feature's view for owners and admins.
      {
        path: 'property/:id',
        lazy: () => import('./property-detail-route'),
        // Visitors are asked to log in, whatever the listing: rendered once on the server.
        handle: { sameForVisitors: true, signedIn: true } satisfies PrerenderHandle,
      },
      // The shortlist picked and compared side by side; the choice is in the address (issue 15).
      // Rent and price insight (issue 30): public, linked from the footer and each listing.
      { path: 'insights', lazy: () => import('../features/insights/pages/insights-page') },
      { path: 'compare', lazy: () => import('../features/shortlist/pages/compare-page') },
      {
        path: 'alerts/unsubscribe',
        lazy: () => import('../features/saved-searches/pages/unsubscribe-page'),
      },
      { path: 'about-us', lazy: () => import('../features/content/pages/about-us-page') },
      {
        path: `about-${site.slug}`,
        lazy: () => import('../features/content/pages/about-product-page'),
      },
      { path: 'services', lazy: () => import('../features/content/pages/services-page') },
      { path: 'whychooseus', lazy: () => import('../features/content/pages/why-choose-us-page') },
      { path: 'perks', lazy: () => import('../features/content/pages/perks-page') },
      {
        path: 'addressingneeds',
        lazy: () => import('../features/content/pages/addressing-needs-page'),
      },
      { path: 'workforce', lazy: () => import('../features/content/pages/workforce-page') },
      { path: 'point-concern', lazy: () => import('../features/content/pages/point-concern-page') },
      { path: 'thank-you', lazy: () => import('../features/content/pages/thank-you-page') },
      { path: 'terms', lazy: () => import('../features/content/pages/terms-page') },
      { path: 'privacy', lazy: () => import('../features/content/pages/privacy-page') },
      { path: 'contact', lazy: () => import('../features/content/pages/contact-page') },
      { path: 'blog', lazy: () => import('../features/articles/pages/blog-list-page') },
      {
        path: 'blog/:slug',
        lazy: () => import('../features/articles/pages/blog-detail-page'),
        handle: ON_REQUEST,
      },
      { path: 'project', lazy: () => import('../features/articles/pages/project-list-page') },
      {
        path: 'project/:slug',
        lazy: () => import('../features/articles/pages/project-detail-page'),
        handle: ON_REQUEST,
      },
      { path: 'register', lazy: () => import('../features/auth/pages/register-page') },
      { path: 'agent-reg', lazy: () => import('../features/auth/pages/agent-reg-page') },
      { path: 'login', lazy: () => import('../features/auth/pages/login-page') },
      {
        path: 'wallet',
        lazy: () => import('../features/wallet/pages/wallet-page'),
        handle: SIGNED_IN,
      },
      { path: 'cart', lazy: () => import('../features/wallet/pages/cart-page') },
      { path: 'checkout', lazy: () => import('../features/wallet/pages/checkout-page') },
      { path: 'account', lazy: () => import('./account-route') },
      {
        path: 'user-transactions',
        lazy: () => import('../features/wallet/pages/transactions-page'),
      },
      // Site visits as seeker and owner (issue 30).
      { path: 'visits', lazy: () => import('../features/visits/pages/visits-page') },
      // The wallet feature's list with reporting from the reports feature, composed in the app.
      { path: 'unlocked-properties', lazy: () => import('./unlocked-properties-route') },
      { path: 'my-properties', lazy: () => import('../features/owner/pages/my-properties-page') },
      { path: 'add-new-listing', lazy: () => import('../features/owner/pages/add-listing-page') },
      {
        path: 'changepassword',
        lazy: () => import('../features/auth/pages/change-password-page'),
      },
      // The admin console (issue 13): one frame (login, the admin check, the sections' navigation)
      // around its pages. The frame has no path of its own, so each page's full path stays in its
      // own entry (the build's per-route preloads read them; vite.config.ts, route-preloads.ts).
      {
        lazy: () => import('../features/admin/pages/admin-layout'),
        children: [
          { path: 'admin', lazy: () => import('../features/admin/pages/dashboard-page') },
          {
            path: 'admin/properties',
            lazy: () => import('../features/admin/pages/properties-page'),
          },
          { path: 'admin/users', lazy: () => import('../features/admin/pages/users-page') },
          { path: 'admin/users/:id', lazy: () => import('../features/admin/pages/user-page') },
          { path: 'admin/payments', lazy: () => import('../features/admin/pages/payments-page') },
          { path: 'admin/reports', lazy: () => import('../features/admin/pages/reports-page') },
          { path: 'admin/audit', lazy: () => import('../features/admin/pages/audit-page') },
          { path: 'admin/enquiries', lazy: () => import('../features/admin/pages/enquiries-page') },
        ],
      },
      // Development builds only (`npm run dev`): the production bundle leaves the page out, so
      // there /dev/outbox is the 404 page like any other unknown path (spec 000 section 2).
      ...(import.meta.env.DEV
        ? [{ path: 'dev/outbox', lazy: () => import('../features/auth/pages/dev-outbox-page') }]
        : []),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

/** The browser's router; the page's history entry gets a key of its own first (history-entry.ts). */
export const createRouter = () => {
  startHistoryEntry()
  return createBrowserRouter(routes)
}
