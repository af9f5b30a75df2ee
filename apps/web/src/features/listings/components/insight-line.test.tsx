import type { ListingInsight } from '@app/contract/insights'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../../test/test-utils'
import { InsightLine } from './insight-line'

const THANE: ListingInsight = {
  rate: 21.6,
  unit: 'per_sqft_month',
  purchase_type: 2,
  median_rate: 23.5,
  listings: 42,
  percent: -8,
  place: 'district',
  place_name: 'Thane',
  state_id: 1,
  district_id: 11,
}

const render = (insight: ListingInsight) =>
  renderRoutes([{ path: '/', element: <InsightLine insight={insight} /> }])

describe("a listing's insight line", () => {
  it('says where the rate stands against its district and links to its rates', () => {
    render(THANE)
    expect(
      screen.getByText(
        /^₹21\.60 per sq\.ft a month, 8% below the median of Thane district \(42 listings\)\./,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See market rates' })).toHaveAttribute(
      'href',
      '/insights?purchase_type=2&state_id=1&district_id=11',
    )
  })

  it('names the state when the district is too small, and a sale per sq.ft', () => {
    render({
      ...THANE,
      rate: 3_000,
      unit: 'per_sqft',
      purchase_type: 1,
      percent: 12,
      listings: 9,
      place: 'state',
      place_name: 'Maharashtra',
      district_id: null,
    })
    expect(
      screen.getByText(
        /^₹3,000\.00 per sq\.ft, 12% above the median of Maharashtra \(9 listings\)\./,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See market rates' })).toHaveAttribute(
      'href',
      '/insights?purchase_type=1&state_id=1',
    )
  })
})
