import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { APP_READY_ATTRIBUTE } from './providers'

const root = document.documentElement
/** Lets the MutationObserver's callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve))

/** The server's markup before the app runs: a menu button and a form. */
function serverMarkup() {
  document.body.innerHTML = `
    <header><a href="/login">Login</a><button type="button" aria-label="Open menu">☰</button></header>
    <form><input name="email" /><button>Subscribe</button></form>`
  return {
    menu: document.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!,
    form: document.querySelector('form')!,
  }
}

describe('start-app.js: presses before the app runs', () => {
  beforeAll(async () => {
    root.removeAttribute(APP_READY_ATTRIBUTE)
    // @ts-expect-error a plain script of the public folder, no types
    await import('../../public/start-app.js')
  })
  afterEach(() => root.removeAttribute(APP_READY_ATTRIBUTE))

  it('presses a button pressed early again once the app runs, on the element then in place', async () => {
    const { menu } = serverMarkup()
    menu.click()
    menu.click()
    // The app renders afresh: new elements in the same places.
    const fresh = serverMarkup().menu
    const opened = vi.fn()
    fresh.addEventListener('click', opened)
    menu.addEventListener('click', opened)
    root.setAttribute(APP_READY_ATTRIBUTE, 'starting')
    await settle()
    expect(opened).not.toHaveBeenCalled()
    root.setAttribute(APP_READY_ATTRIBUTE, 'ready')
    await settle()
    // Once: a second early tap must not close the menu again.
    expect(opened).toHaveBeenCalledTimes(1)
    expect(opened.mock.calls[0]?.[0]).toMatchObject({ target: fresh })
  })

  it('holds a form sent early and sends it once the app runs', async () => {
    const { form } = serverMarkup()
    const sent = vi.fn((event: Event) => event.defaultPrevented)
    form.addEventListener('submit', sent)
    form.querySelector('button')!.click()
    expect(sent).toHaveBeenCalledTimes(1)
    expect(sent.mock.results[0]?.value).toBe(true) // held: no native GET
    root.setAttribute(APP_READY_ATTRIBUTE, 'ready')
    await settle()
    expect(sent).toHaveBeenCalledTimes(2)
  })

  it('leaves presses to React once it has the markup', () => {
    root.setAttribute(APP_READY_ATTRIBUTE, 'starting')
    const { menu } = serverMarkup()
    const opened = vi.fn()
    menu.addEventListener('click', opened)
    menu.click()
    root.setAttribute(APP_READY_ATTRIBUTE, 'ready')
    expect(opened).toHaveBeenCalledTimes(1)
  })
})
