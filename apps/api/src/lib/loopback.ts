import { BlockList, isIPv6 } from 'node:net'
import type { FastifyRequest } from 'fastify'

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  return LOOPBACK.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')
}

/**
 * Whether the request comes from this machine, judged by the TCP peer only: X-Forwarded-For is
 * the client's word (or a proxy's), and a proxy on this machine would make everyone local, so
 * development tools behind a proxy stay closed.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const proxied = request.headers['x-forwarded-for'] ?? request.headers.forwarded
  return !proxied && isLoopbackAddress(request.raw.socket?.remoteAddress)
}
