import { describe, expect, it } from 'vitest'
import { networkOf, networksOf } from '../../src/lib/network'

describe('networkOf: the /24 or /64 a client address belongs to', () => {
  it('puts IPv4 neighbours on one network and others apart', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24')
    expect(networkOf('203.0.113.250')).toBe(networkOf('203.0.113.7'))
    expect(networkOf('203.0.114.7')).not.toBe(networkOf('203.0.113.7'))
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24')
  })

  it('keeps the first four groups of IPv6, however it is written', () => {
    expect(networkOf('2001:db8:0:1::5')).toBe('2001:0db8:0000:0001::/64')
    expect(networkOf('2001:DB8:0:1:ffff:1:2:3')).toBe('2001:0db8:0000:0001::/64')
    expect(networkOf('2001:db8::1')).toBe('2001:0db8:0000:0000::/64')
    expect(networkOf('::1')).toBe('0000:0000:0000:0000::/64')
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64')
    expect(networkOf('2001:db8:0:2::1')).not.toBe(networkOf('2001:db8:0:1::1'))
  })

  it('answers null for what is not an address', () => {
    for (const junk of ['', 'localhost', '300.1.1.1', '1.2.3', ':::', 'x::y']) {
      expect(networkOf(junk), junk).toBeNull()
    }
  })

  it('lists distinct networks, sorted, leaving out blanks and junk', () => {
    expect(networksOf(['10.0.0.1', null, '10.0.0.2', 'junk', undefined, '9.9.9.9'])).toEqual([
      '10.0.0.0/24',
      '9.9.9.0/24',
    ])
  })
})
