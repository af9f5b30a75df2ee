import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import type { StoredUser } from './auth-storage'
import { PAGE_STATE_ID } from './page-state'

// React's act() outside Testing Library.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const SEEKER: StoredUser = { id: 7, name: 'Priya Nair', user_type: 1 }

/** auth-storage and page-state as a page drawn for `pageUser` loads them, `stored` logged in. */
async function loadPage(pageUser: StoredUser, stored: StoredUser) {
  vi.resetModules()
  localStorage.setItem('authToken', 'the-token')
  localStorage.setItem('userData', JSON.stringify(stored))
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = PAGE_STATE_ID
  block.textContent = JSON.stringify({ user: pageUser, queries: { mutations: [], queries: [] } })
  document.head.append(block)
  return import('./auth-storage')
}

afterEach(() => {
  document.getElementById(PAGE_STATE_ID)?.remove()
  document.body.innerHTML = ''
  localStorage.clear()
})

/** Hydrates the server's markup for `pageUser` and counts the renders. */
async function hydrate(useAuth: () => { user: StoredUser | null }, pageUser: StoredUser) {
  let renders = 0
  function Who() {
    renders++
    return <p>{useAuth().user?.name}</p>
  }
  const container = document.createElement('div')
  container.innerHTML = `<p>${pageUser.name}</p>`
  document.body.append(container)
  await act(async () => {
    hydrateRoot(container, <Who />)
  })
  return { renders, text: container.textContent }
}

it('hydrates a page drawn for the logged-in user once, with nothing to render again', async () => {
  const { useAuth } = await loadPage(SEEKER, SEEKER)
  expect(await hydrate(useAuth, SEEKER)).toEqual({ renders: 1, text: 'Priya Nair' })
})

it("renders again with the browser's user when the page was drawn for another", async () => {
  const other = { ...SEEKER, name: 'Asha Rao' }
  const { useAuth } = await loadPage(SEEKER, other)
  expect(await hydrate(useAuth, SEEKER)).toEqual({ renders: 2, text: 'Asha Rao' })
})
