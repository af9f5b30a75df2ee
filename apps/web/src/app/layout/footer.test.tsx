import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { site } from '../../lib/site'
import { renderRoutes } from '../../test/test-utils'
import { Footer } from './footer'

const renderFooter = () => renderRoutes([{ path: '*', element: <Footer /> }])

afterEach(() => {
  delete site.social
})

describe('Footer', () => {
  it('shows no social icons when none is set (no link to a network home page)', () => {
    renderFooter()
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull()
    expect(document.querySelector('a[href*="facebook.com"]')).toBeNull()
  })

  it("links to the operator's pages that are set, and only those", () => {
    site.social = {
      facebook: 'https://www.facebook.com/godownhub',
      instagram: 'https://www.instagram.com/godownhub',
    }
    renderFooter()
    const list = screen.getByRole('list', { name: 'Social media' })
    const links = within(list).getAllByRole('link')
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      [`${site.name} on Facebook`, 'https://www.facebook.com/godownhub'],
      [`${site.name} on Instagram`, 'https://www.instagram.com/godownhub'],
    ])
  })

  it('says what the rules are: listings need an account, contacts are unlocked', () => {
    renderFooter()
    const footer = screen.getByRole('contentinfo')
    expect(footer).not.toHaveTextContent(/browse freely/i)
    expect(footer).toHaveTextContent(/Sign up free to see every listing/)
  })
})

describe('Footer links', () => {
  it('links to the market insights page', () => {
    renderFooter()
    const useful = screen.getByRole('navigation', { name: 'Useful Links' })
    expect(within(useful).getByRole('link', { name: 'Market insights' })).toHaveAttribute(
      'href',
      '/insights',
    )
  })
})
