/**
 * The server renderer kept running for signed-in pages (decision 059): the API forks it with
 * an IPC channel, sends `render` messages ({ id, url, user }) and gets `rendered` ones back, one
 * page at a time. The pages' API calls come back to the API as `fetch` messages, answered with
 * the user's session there: the token never reaches this process.
 */
import { createStaticHandler } from 'react-router'
import { routes } from '../app/router'
import type { StoredUser } from '../lib/auth-storage'
import { renderSignedIn } from './render-signed-in'

interface RenderMessage {
  type: 'render'
  id: number
  url: string
  user: StoredUser | null
}
interface AnswerMessage {
  type: 'answer'
  id: number
  status: number
  contentType: string
  body: string
}
type Incoming = RenderMessage | AnswerMessage

const send = (message: object) => process.send?.(message)
const waiting = new Map<number, (answer: AnswerMessage) => void>()
let fetches = 0
/** The render under way: its pages' API calls are made for its user. */
let rendering = 0

/** The app's `fetch` here: its API calls go to the API process, for the page being rendered. */
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const id = ++fetches
  const answer = await new Promise<AnswerMessage>((resolve) => {
    waiting.set(id, resolve)
    send({ type: 'fetch', id, render: rendering, url, method: init?.method ?? 'GET' })
  })
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType },
  })
}

const handler = createStaticHandler(routes)
let queue = Promise.resolve()

async function render(message: RenderMessage) {
  rendering = message.id
  try {
    const page = await renderSignedIn(handler, message.url, message.user)
    send({ type: 'rendered', id: message.id, page })
  } catch (error) {
    send({ type: 'rendered', id: message.id, page: null, error: String(error) })
  }
}

export function serve() {
  process.on('message', (message: Incoming) => {
    if (message.type === 'answer') {
      waiting.get(message.id)?.(message)
      waiting.delete(message.id)
    } else if (message.type === 'render') {
      queue = queue.then(() => render(message))
    }
  })
  // Gone with the API: a parent that exits closes the channel.
  process.on('disconnect', () => process.exit(0))
  send({ type: 'ready' })
}
