import { SHORTLIST_STORAGE_KEY } from '@app/contract/constants'
import { SHORTLIST_MAX } from '@app/contract/limits'

/**
 * A visitor's shortlist: listing ids in local storage (SHORTLIST_STORAGE_KEY), newest first, at
 * most SHORTLIST_MAX. It survives a reload; the first shortlist read after logging in moves it
 * to the server (use-shortlist.ts), and logging out clears local storage with it.
 */
const EMPTY: readonly number[] = []

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0

/** What is stored, kept only where it still makes sense (a hand-edited or old value is dropped). */
function read(): readonly number[] {
  if (typeof localStorage === 'undefined') return EMPTY
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '[]')
    if (!Array.isArray(value)) return EMPTY
    const ids = [...new Set(value.filter(isId))].slice(0, SHORTLIST_MAX)
    return ids.length ? ids : EMPTY
  } catch {
    return EMPTY
  }
}

let snapshot = read()
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

function write(ids: readonly number[]) {
  if (ids.length === 0) localStorage.removeItem(SHORTLIST_STORAGE_KEY)
  else localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(ids))
  snapshot = ids.length ? ids : EMPTY
  emit()
}

if (typeof window !== 'undefined') {
  // Another tab changed it, or a logout cleared local storage.
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === SHORTLIST_STORAGE_KEY) {
      snapshot = read()
      emit()
    }
  })
}

export const localShortlist = {
  get: () => snapshot,
  /** The server's view (a visitor's list is only known in the browser): empty. */
  getServer: () => EMPTY,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  /** Saves `id` first in the list; false when the list is full. */
  add(id: number) {
    if (snapshot.includes(id)) return true
    if (snapshot.length >= SHORTLIST_MAX) return false
    write([id, ...snapshot])
    return true
  },
  remove(id: number) {
    write(snapshot.filter((x) => x !== id))
  },
  clear() {
    write([])
  },
  /** Reads local storage again (tests set it directly). */
  reload() {
    snapshot = read()
    emit()
  },
}
