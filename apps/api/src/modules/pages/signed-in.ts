import { fork, type ChildProcess } from 'node:child_process'
import type { SiteInfo } from '@app/contract/site'

/*
 * Pages drawn by the server on request (decision 059): signed-in pages, and visitors' pages
 * whose content depends on the address (blog posts): the web build's renderer kept running
 * as a child process (apps/web/src/server/render-server.ts), asked over its IPC channel. It
 * starts with the first signed-in page and stops after a quiet spell, so an API nobody signs in
 * to keeps none of it in memory.
 */

/** The user a page is drawn for, as the web app stores it (its `userData`). */
export interface PageUser {
  id: number
  name: string
  user_type: number
}

/** One of the page's API calls, as the renderer asks for it. */
export interface PageFetch {
  method: string
  url: string
}
export interface PageAnswer {
  status: number
  contentType: string
  body: string
}

/** A page drawn for its user: the markup, its head tags and the state the browser hydrates with. */
export interface SignedInPage {
  head: string
  html: string
  state: unknown
}

export interface SignedInRenderer {
  /**
   * `url` drawn for `user` (null: a visitor), its API calls answered by `api`; undefined when
   * the route is not one drawn on request for them, or the renderer failed or took too long
   * (the plain shell then).
   */
  render(
    url: string,
    user: PageUser | null,
    api: (call: PageFetch) => Promise<PageAnswer>,
  ): Promise<SignedInPage | undefined>
  close(): void
}

/** A page not drawn in this long is sent as the plain shell (the browser draws it, as before). */
const RENDER_TIMEOUT_MS = 3_000
/** The renderer stops after this long without a page to draw. */
const IDLE_MS = 10 * 60_000

type Message =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; page: SignedInPage | null; error?: string }
  | { type: 'fetch'; id: number; render: number; url: string; method: string }

interface Pending {
  resolve: (page: SignedInPage | undefined) => void
  api: (call: PageFetch) => Promise<PageAnswer>
}

export function createSignedInRenderer(
  script: string,
  site: SiteInfo,
  warn: (message: string, error?: unknown) => void,
): SignedInRenderer {
  let child: ChildProcess | undefined
  let idle: NodeJS.Timeout | undefined
  let renders = 0
  const pending = new Map<number, Pending>()

  function stop() {
    child?.kill()
    child = undefined
  }

  function start(): ChildProcess {
    const started = fork(script, ['--serve'], {
      stdio: ['pipe', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    })
    started.stdin?.end(JSON.stringify(site))
    const errors: Buffer[] = []
    started.stderr?.on('data', (b: Buffer) => errors.push(b))
    started.on('message', (message: Message) => {
      if (message.type === 'rendered') {
        if (message.error) warn(`signed-in page not rendered: ${message.error}`)
        pending.get(message.id)?.resolve(message.page ?? undefined)
        pending.delete(message.id)
      } else if (message.type === 'fetch') {
        const asking = pending.get(message.render)
        const answer = asking
          ? asking.api({ method: message.method, url: message.url })
          : Promise.resolve({ status: 503, contentType: 'text/plain', body: '' })
        void answer
          .catch(() => ({ status: 500, contentType: 'text/plain', body: '' }))
          .then((a) => started.connected && started.send({ type: 'answer', id: message.id, ...a }))
      }
    })
    started.on('exit', (code, signal) => {
      if (child === started) child = undefined
      if (code !== 0 && signal !== 'SIGTERM') {
        const why = Buffer.concat(errors).toString('utf8').trim().slice(-2_000)
        warn(`signed-in page renderer exited with ${signal ?? code}: ${why}`)
      }
      for (const [id, p] of pending) {
        p.resolve(undefined)
        pending.delete(id)
      }
    })
    started.on('error', (error) => warn('signed-in page renderer failed', error))
    return started
  }

  return {
    render(url, user, api) {
      child ??= start()
      clearTimeout(idle)
      idle = setTimeout(stop, IDLE_MS).unref()
      const id = ++renders
      const running = child
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          resolve(undefined)
        }, RENDER_TIMEOUT_MS).unref()
        pending.set(id, {
          api,
          resolve: (page) => {
            clearTimeout(timer)
            resolve(page)
          },
        })
        running.send({ type: 'render', id, url, user })
      })
    },
    close() {
      clearTimeout(idle)
      stop()
    },
  }
}
