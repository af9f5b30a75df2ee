import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ErrorPage } from './error-page'
import { NotFoundPage } from './not-found-page'

describe('NotFoundPage', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    window.history.replaceState(null, '')
  })

  const show = (initialEntries: string[]) => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '/about-us', element: <p>About page</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      { initialEntries, initialIndex: initialEntries.length - 1 },
    )
    render(<RouterProvider router={router} />)
    return router
  }

  it('reads 404 Page Not Found with one "404" and a Back To Home link', () => {
    show(['/missing'])
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('404 Page Not Found')
    expect(document.body.textContent?.match(/404/g)).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/')
  })

  it('goes back one history step after 2.5 seconds when the app has a page before it', () => {
    // React Router's index of the entry in the browser's history (history-entry.ts).
    window.history.replaceState({ idx: 1 }, '')
    const router = show(['/about-us', '/missing'])
    expect(screen.getByText(/Taking you back in a moment/)).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(2_499))
    expect(router.state.location.pathname).toBe('/missing')
    act(() => vi.advanceTimersByTime(1))
    expect(router.state.location.pathname).toBe('/about-us')
  })

  it('goes home instead when opened in a fresh tab (no page of the app before it)', () => {
    window.history.replaceState({ idx: 0 }, '')
    const router = show(['/missing'])
    expect(screen.getByText(/Taking you home in a moment/)).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(2_500))
    expect(router.state.location.pathname).toBe('/')
    expect(router.state.historyAction).toBe('REPLACE')
  })
})

describe('ErrorPage', () => {
  // React Router reports every caught route error on the console; that is expected here.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows the status of a failed route', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <ErrorPage />,
        loader: () => {
          throw new Response('Gone', { status: 410, statusText: 'Gone' })
        },
        element: <p>never</p>,
      },
    ])
    render(<RouterProvider router={router} />)
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByText('410 Gone')).toBeInTheDocument()
  })

  it('shows the message of a thrown error', async () => {
    function Broken(): never {
      throw new Error('Kaboom in render')
    }
    const router = createMemoryRouter([
      { path: '/', errorElement: <ErrorPage />, element: <Broken /> },
    ])
    render(<RouterProvider router={router} />)
    expect(await screen.findByText('Kaboom in render')).toBeInTheDocument()
  })
})
