import { afterEach, describe, expect, it, vi } from 'vitest'
import { hasAppHistory, startHistoryEntry } from './history-entry'

/** The document reached as `type` (the Navigation Timing entry the browser records). */
function reachedBy(type: string) {
  vi.spyOn(window.performance, 'getEntriesByType').mockReturnValue([
    { type } as unknown as PerformanceEntry,
  ])
}

afterEach(() => {
  vi.restoreAllMocks()
  window.history.replaceState(null, '')
})

describe('startHistoryEntry', () => {
  it('gives a page opened directly a key of its own, not the shared "default"', () => {
    reachedBy('navigate')
    window.history.replaceState(null, '')
    startHistoryEntry()
    const first = window.history.state as { key: string; idx: number }
    expect(first.key).toMatch(/^[a-z0-9]{8,}$/)
    expect(first.idx).toBe(0)
    window.history.replaceState(null, '')
    startHistoryEntry()
    expect((window.history.state as { key: string }).key).not.toBe(first.key)
  })

  it('gives a reloaded page a new key (it starts at the top) and keeps its state and index', () => {
    reachedBy('reload')
    window.history.replaceState({ usr: { notice: 'loggedOut' }, key: 'abc123', idx: 3 }, '')
    startHistoryEntry()
    expect(window.history.state).toEqual({
      usr: { notice: 'loggedOut' },
      key: expect.not.stringMatching(/^abc123$/) as unknown,
      idx: 3,
    })
    expect(window.history.scrollRestoration).toBe('manual')
  })

  it('keeps the key of an entry reached by Back/Forward, so its saved position comes back', () => {
    reachedBy('back_forward')
    window.history.replaceState({ usr: null, key: 'abc123', idx: 2 }, '')
    startHistoryEntry()
    expect(window.history.state).toEqual({ usr: null, key: 'abc123', idx: 2 })
  })
})

describe('hasAppHistory', () => {
  it('is true only when the app has an entry before this one', () => {
    window.history.replaceState({ key: 'a', idx: 0 }, '')
    expect(hasAppHistory()).toBe(false)
    window.history.replaceState(null, '')
    expect(hasAppHistory()).toBe(false)
    window.history.replaceState({ key: 'b', idx: 1 }, '')
    expect(hasAppHistory()).toBe(true)
  })

  it("is true after a full page load from a link on this site, not from another site's", () => {
    window.history.replaceState({ key: 'a', idx: 0 }, '')
    window.history.pushState({ key: 'c', idx: 0 }, '') // two entries in the tab
    const referrer = vi.spyOn(document, 'referrer', 'get')
    referrer.mockReturnValue(`${window.location.origin}/about-us`)
    expect(hasAppHistory()).toBe(true)
    referrer.mockReturnValue('https://www.google.com/')
    expect(hasAppHistory()).toBe(false)
  })
})
