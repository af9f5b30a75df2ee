import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ErrorPage } from './error-page'
import { NotFoundPage } from './not-found-page'

describe('NotFoundPage', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('goes back one history step after 2.5 seconds', () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      { initialEntries: ['/', '/missing'], initialIndex: 1 },
    )
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/')
    act(() => vi.advanceTimersByTime(2_499))
    expect(router.state.location.pathname).toBe('/missing')
    act(() => vi.advanceTimersByTime(1))
    expect(router.state.location.pathname).toBe('/')
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
