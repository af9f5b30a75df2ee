import { permissionsFor, USER_TYPE, type Permission } from '@app/contract/auth-texts'
import { SIGNED_IN_COOKIE, SIGNED_IN_COOKIE_MAX_AGE_S } from '@app/contract/constants'
import { useCallback, useSyncExternalStore } from 'react'
import { serverPageState } from './page-state'

/**
 * The login state lives in local storage, as the spec describes: `authToken`, `userData`
 * ({id, name, user_type}) and `redirectAfterLogin`. Components subscribe through useAuth().
 */
const AUTH_TOKEN_KEY = 'authToken'
const USER_DATA_KEY = 'userData'
const REDIRECT_KEY = 'redirectAfterLogin'

export interface StoredUser {
  id: number
  name: string
  /** 1 seeker (default when absent), 2 owner, 99 admin. */
  user_type: number
}

interface AuthState {
  token: string | null
  user: StoredUser | null
}

const listeners = new Set<() => void>()
let snapshot: AuthState = read()

function read(): AuthState {
  if (typeof localStorage === 'undefined') return { token: null, user: null }
  const token = localStorage.getItem(AUTH_TOKEN_KEY)
  let user: StoredUser | null = null
  try {
    const raw = JSON.parse(
      localStorage.getItem(USER_DATA_KEY) ?? 'null',
    ) as Partial<StoredUser> | null
    if (raw && typeof raw === 'object') {
      user = {
        id: Number(raw.id),
        name: String(raw.name ?? ''),
        user_type: Number(raw.user_type ?? 1),
      }
    }
  } catch {
    user = null
  }
  return { token, user }
}

/** Tells the server whether to send visitors' server-rendered pages (see SIGNED_IN_COOKIE). */
function markSignedIn(signedIn: boolean) {
  if (typeof document === 'undefined') return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  const value = signedIn ? `1; Max-Age=${SIGNED_IN_COOKIE_MAX_AGE_S}` : '; Max-Age=0'
  document.cookie = `${SIGNED_IN_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`
}
markSignedIn(snapshot.token !== null)

function emit() {
  snapshot = read()
  markSignedIn(snapshot.token !== null)
  listeners.forEach((l) => l())
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === AUTH_TOKEN_KEY || e.key === USER_DATA_KEY) emit()
  })
}

export const authStore = {
  get: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  login(token: string, user: StoredUser) {
    localStorage.setItem(AUTH_TOKEN_KEY, token)
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(user))
    emit()
  },
  updateUser(patch: Partial<StoredUser>) {
    const current = snapshot.user
    if (!current) return
    localStorage.setItem(USER_DATA_KEY, JSON.stringify({ ...current, ...patch }))
    emit()
  },
  /** Logout clears all local storage (spec 000 section 4). */
  clear() {
    localStorage.clear()
    emit()
  },
  /**
   * Ends the session but keeps the rest (the wizard's per-user drafts): a password change
   * removes only authToken (spec 000 section 4), and so does a token the server refused.
   */
  dropToken() {
    localStorage.removeItem(AUTH_TOKEN_KEY)
    emit()
  },
  rememberRedirect(path: string) {
    localStorage.setItem(REDIRECT_KEY, path)
  },
  takeRedirect(): string | null {
    const path = localStorage.getItem(REDIRECT_KEY)
    localStorage.removeItem(REDIRECT_KEY)
    return path
  },
}

const sameUser = (a: StoredUser | null, b: StoredUser) =>
  a !== null && a.id === b.id && a.name === b.name && a.user_type === b.user_type

/**
 * What the server renders with: nobody logged in (src/server/render-pages.tsx), or the user a
 * signed-in page was drawn for (its page state, decision 059; the token never leaves the server,
 * so it stands for it here). React hydrates with it, then renders again with the browser's own
 * state where that differs. A browser logged in as that very user hydrates with its own state:
 * no page shows the token, so the markup is the same, and React has nothing to render again
 * (that second pass, of every part that asks who is logged in, was most of the long task of a
 * signed-in page's start, decision 069).
 */
const VISITOR: AuthState = { token: null, user: null }
/** Stands for the session cookie the server rendered with (HttpOnly: no script reads it). */
const SERVER_SESSION = 'session-cookie'
let rendered: { user: StoredUser; state: AuthState } | undefined
function serverSnapshot(): AuthState {
  const user = serverPageState()?.user
  if (!user) return VISITOR
  if (snapshot.token !== null && sameUser(snapshot.user, user)) return snapshot
  // The same object while the same user: React compares snapshots by identity.
  if (rendered?.user !== user) rendered = { user, state: { token: SERVER_SESSION, user } }
  return rendered.state
}

export function useAuth() {
  const state = useSyncExternalStore(authStore.subscribe, authStore.get, serverSnapshot)
  const userType = state.user?.user_type ?? USER_TYPE.seeker
  const isLoggedIn = state.token !== null
  /** What the logged-in account may do (API.md "Permissions by user type"); nothing logged out. */
  const can = useCallback(
    (permission: Permission) => isLoggedIn && permissionsFor(userType).includes(permission),
    [isLoggedIn, userType],
  )
  return {
    ...state,
    isLoggedIn,
    userType,
    isOwner: isLoggedIn && userType === USER_TYPE.owner,
    isSeeker: isLoggedIn && userType === USER_TYPE.seeker,
    can,
  }
}
