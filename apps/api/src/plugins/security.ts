import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/** Hosts the contact page's map may load from (only after the visitor asks for it). */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org'

/**
 * What Razorpay Checkout loads and talks to (its script, its payment frames, its API and event
 * logging), allowed only when PAYMENTS=razorpay.
 */
export const RAZORPAY_CHECKOUT = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
} as const

/**
 * Strict headers: scripts and styles only from our own origin (the built app has no inline
 * script; the site config travels as a non-executable JSON block).
 */
export default fp(async function security(
  app: FastifyInstance,
  opts: {
    isProduction: boolean
    viteDev: boolean
    razorpayCheckout?: boolean
    /** Where the map's tiles come from (config.map.tileSource): allowed as images. */
    mapTiles?: string
  },
) {
  const checkout = (kind: keyof typeof RAZORPAY_CHECKOUT) =>
    opts.razorpayCheckout ? RAZORPAY_CHECKOUT[kind] : []
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server injects an inline preamble and talks over a websocket.
        scriptSrc: [
          ...(opts.viteDev ? ["'self'", "'unsafe-inline'"] : ["'self'"]),
          ...checkout('script'),
        ],
        styleSrc: opts.viteDev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(opts.mapTiles ? [opts.mapTiles] : [])],
        fontSrc: ["'self'"],
        connectSrc: [...(opts.viteDev ? ["'self'", 'ws:'] : ["'self'"]), ...checkout('connect')],
        frameSrc: [MAP_EMBED_ORIGIN, ...checkout('frame')],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: opts.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.isProduction,
  })
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
})

/**
 * The headers helmet sets with these options, worked out once. They depend on nothing in the
 * request, and helmet's Fastify plugin would build its middleware (and parse every directive)
 * again on every request: a few per cent of a cached page's cost.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>()
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err
  })
  return Object.fromEntries(headers)
}
