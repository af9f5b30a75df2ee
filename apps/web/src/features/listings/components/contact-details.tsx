import { LockIcon, PhoneIcon } from 'lucide-react'
import type { PropertyView } from '@app/contract/listing'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import type { ReactNode } from 'react'
import { internationalDigits, telLink } from '../contact-links'

const NA = LISTING_TEXTS.noPrice

function Locked() {
  return (
    <span className="text-muted inline-flex items-center gap-1.5 italic">
      <LockIcon className="text-accent-600 size-4" />
      Unlock to view
    </span>
  )
}

const orNA = (value: string | null | undefined) => (value?.trim() ? value : NA)

/**
 * Where the property is (always) and how to reach its owner (only once unlocked: the server
 * sends those fields only when `pass` is true).
 */
export function ContactDetails({ view }: { view: PropertyView }) {
  const address = view.property.address
  const unlocked = view.pass
  const phone = address?.phone_number?.trim()
  const digits = internationalDigits(phone)
  const rows: [string, ReactNode][] = [
    ['State', orNA(address?.state_name || address?.state.name)],
    ['District', orNA(address?.district_name || address?.district.name)],
    ['City', orNA(address?.city_name || address?.city.name)],
    ['Pin code', unlocked ? orNA(address?.pin_code) : <Locked />],
    ['Address', unlocked ? orNA(address?.address) : <Locked />],
    [
      'Phone number',
      !unlocked ? (
        <Locked />
      ) : phone && digits ? (
        // A full tap target (44 px tall), not a line of text: the row keeps its height.
        <a
          href={telLink(digits)}
          className="text-brand-700 hover:bg-brand-50 -my-2.5 -mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold underline underline-offset-2"
        >
          <PhoneIcon className="size-4 shrink-0" />
          {phone}
        </a>
      ) : (
        NA
      ),
    ],
    ['Owner name', unlocked ? orNA(view.property.user?.user_name) : <Locked />],
  ]
  return (
    <dl className="divide-line divide-y text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2.5">
          <dt className="text-muted shrink-0">{label}</dt>
          <dd className="text-ink text-right font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
