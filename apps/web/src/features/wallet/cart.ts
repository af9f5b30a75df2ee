import { MAX_CREDIT_PACKS, MAX_PACK_QUANTITY } from '@app/contract/limits'
import type { OrderPackLine } from '@app/contract/wallet'
import { useSyncExternalStore } from 'react'

/**
 * The credit-pack cart (issue 14), kept in local storage so it survives a reload and a trip to
 * the login page; logging out clears local storage, and with it the cart.
 */
export const CART_KEY = 'creditCart'

const EMPTY: OrderPackLine[] = []

const isLine = (l: unknown): l is OrderPackLine => {
  if (typeof l !== 'object' || l === null) return false
  const { pack_id: id, quantity: q } = l as Record<string, unknown>
  return typeof id === 'string' && Number.isInteger(q) && (q as number) >= 1
}

/** What is stored, kept only where it still makes sense (a hand-edited or old value is dropped). */
function read(): OrderPackLine[] {
  if (typeof localStorage === 'undefined') return EMPTY
  try {
    const value: unknown = JSON.parse(localStorage.getItem(CART_KEY) ?? '[]')
    if (!Array.isArray(value)) return EMPTY
    return value
      .filter(isLine)
      .slice(0, MAX_CREDIT_PACKS)
      .map((l) => ({ pack_id: l.pack_id, quantity: Math.min(MAX_PACK_QUANTITY, l.quantity) }))
  } catch {
    return EMPTY
  }
}

let snapshot: OrderPackLine[] = read()
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

function write(lines: OrderPackLine[]) {
  if (lines.length === 0) localStorage.removeItem(CART_KEY)
  else localStorage.setItem(CART_KEY, JSON.stringify(lines))
  snapshot = lines
  emit()
}

if (typeof window !== 'undefined') {
  // Another tab changed the cart, or a logout cleared local storage.
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === CART_KEY) {
      snapshot = read()
      emit()
    }
  })
}

export const cartStore = {
  get: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  /** One more of a pack (up to MAX_PACK_QUANTITY). */
  add(packId: string) {
    const line = snapshot.find((l) => l.pack_id === packId)
    if (line) cartStore.setQuantity(packId, line.quantity + 1)
    else if (snapshot.length < MAX_CREDIT_PACKS) {
      write([...snapshot, { pack_id: packId, quantity: 1 }])
    }
  },
  setQuantity(packId: string, quantity: number) {
    const q = Math.min(MAX_PACK_QUANTITY, Math.max(1, Math.trunc(quantity)))
    write(snapshot.map((l) => (l.pack_id === packId ? { ...l, quantity: q } : l)))
  },
  remove(packId: string) {
    write(snapshot.filter((l) => l.pack_id !== packId))
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

const serverSnapshot = () => EMPTY

export const useCart = () =>
  useSyncExternalStore(cartStore.subscribe, cartStore.get, serverSnapshot)

/** Packs in the cart (2 Business + 1 Pro = 3), for the cart links. */
export const cartCount = (lines: readonly OrderPackLine[]) =>
  lines.reduce((sum, l) => sum + l.quantity, 0)
