import type { FullDetails } from '@app/contract/owner'

/** A finished listing as GET agents-properties-FullDetails answers it (component tests). */
export function fullDetails(over: Partial<FullDetails> = {}): FullDetails {
  const price = {
    id: 31,
    property_id: 12,
    price: 250_000,
    purchase_type: 2,
    recuring_type: 4,
    security_deposit: 500_000,
  }
  return {
    id: 12,
    user_id: 3,
    name: 'Chakan Logistics Park',
    description: 'Dock-level loading, 24 h security.',
    type: 2,
    length: 100,
    width: 120,
    height: 30,
    docks: 4,
    floor_load: 5,
    power_kva: 200,
    flooring: 'fm2',
    fire_noc: true,
    security_24x7: null,
    highway_km: 1.5,
    verified: false,
    fire_noc_file: null,
    image: 'images/0b9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.jpg',
    completion_level: 4,
    status: 'published',
    views: 42,
    unlocks: 2,
    created_at: '2026-02-01T10:00:00Z',
    attachments: [
      {
        id: 5,
        img_url: 'images/2b9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.png',
        name: 'Loading dock',
        order_number: 1,
        description: null,
        attachment_type: 'image/png',
        size_bytes: 48_000,
      },
      {
        id: 6,
        img_url: 'files/3c9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.pdf',
        name: 'Floor plan',
        order_number: 2,
        description: null,
        attachment_type: 'application/pdf',
        size_bytes: 1_250_000,
      },
    ],
    price,
    prices: [price],
    user: { user_name: 'Ravi Patil' },
    address: {
      id: 41,
      property_id: 12,
      address: 'Plot 7, MIDC Phase II',
      pin_code: '410501',
      phone_number: '9876543210',
      latitude: 18.76,
      longitude: 73.86,
      state_id: 4,
      district_id: 7,
      city_id: 9,
      state: { name: 'Maharashtra' },
      district: { name: 'Pune' },
      city: { name: 'Chakan' },
    },
    ...over,
  }
}

export const detailsBody = (details: FullDetails) => ({ success: true, property_details: details })
