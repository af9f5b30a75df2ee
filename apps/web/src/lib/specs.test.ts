import { describe, expect, it } from 'vitest'
import { specText, WAREHOUSE_SPEC_ROWS } from './specs'

describe('warehouse specifications as pages word them', () => {
  const specs = {
    height: 32,
    docks: 4,
    floor_load: 5,
    power_kva: 1250,
    flooring: 'fm2',
    fire_noc: true,
    security_24x7: false,
    highway_km: null,
  }

  it('give each with its unit, a label or yes/no, null when not stated', () => {
    expect(specText('height', specs)).toBe('32 ft')
    expect(specText('floor_load', specs)).toBe('5 t/m²')
    expect(specText('power_kva', specs)).toBe('1,250 kVA')
    expect(specText('flooring', specs)).toBe('FM2')
    expect(specText('docks', specs)).toBe('4')
    expect(specText('fire_noc', specs)).toBe('Yes')
    expect(specText('security_24x7', specs)).toBe('No')
    expect(specText('highway_km', specs)).toBeNull()
    expect(specText('highway_km', {})).toBeNull()
  })

  it('list the warehouse rows in the order pages show them', () => {
    expect(WAREHOUSE_SPEC_ROWS.map((key) => specText(key, specs))).toEqual([
      '4',
      '5 t/m²',
      '1,250 kVA',
      'FM2',
      'Yes',
      'No',
      null,
    ])
  })
})
