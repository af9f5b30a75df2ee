import { isIPv4, isIPv6 } from 'node:net'

/**
 * The network a client address belongs to, as one comparable string: the /24 of an IPv4 address
 * and the /64 of an IPv6 one (what one home, office or phone is usually given), an IPv4-mapped
 * IPv6 address counted as its IPv4. Null for anything that is not an IP address.
 */
export function networkOf(address: string): string | null {
  const ip = address.trim().toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)
  if (mapped) return networkOf(mapped[1]!)
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`
  if (!isIPv6(ip)) return null
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::')
  const left = head ? head.split(':') : []
  const right = ip.includes('::') && tail ? tail.split(':') : []
  // An embedded IPv4 tail (::1.2.3.4) lies past the /64, so it only needs to count as two groups.
  const groups = (parts: string[]) => parts.flatMap((p) => (p.includes('.') ? ['0', '0'] : [p]))
  const known = [...groups(left), ...groups(right)]
  const full = ip.includes('::')
    ? [...groups(left), ...Array<string>(8 - known.length).fill('0'), ...groups(right)]
    : known
  return `${full
    .slice(0, 4)
    .map((g) => g.padStart(4, '0'))
    .join(':')}::/64`
}

/** The distinct networks of some addresses, unparseable ones left out. */
export function networksOf(addresses: Iterable<string | null | undefined>): string[] {
  const networks = new Set<string>()
  for (const address of addresses) {
    const network = address ? networkOf(address) : null
    if (network) networks.add(network)
  }
  return [...networks].sort()
}
