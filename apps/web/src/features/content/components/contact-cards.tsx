import type { ReactNode } from 'react'
import { Card } from '../../../components/ui/card'
import { site, telHref } from '../../../lib/site'
import { BUSINESS_HOURS } from '../content'
import { IconTile, type IconName } from './content-icon'

interface Item {
  label: string
  icon: IconName
  value: ReactNode
}

const linkClass =
  'text-brand-700 hover:text-accent-700 inline-flex min-h-11 items-center font-semibold break-words hover:underline'

const ITEMS: Item[] = [
  {
    label: 'Call us',
    icon: 'phone',
    value: (
      <a href={telHref(site.phone)} className={linkClass}>
        {site.phone}
      </a>
    ),
  },
  {
    label: 'Write to us',
    icon: 'mail',
    value: (
      <a href={`mailto:${site.email}`} className={linkClass}>
        {site.email}
      </a>
    ),
  },
  { label: 'Office', icon: 'pin', value: <address className="not-italic">{site.address}</address> },
  { label: 'Business hours', icon: 'clock', value: BUSINESS_HOURS },
]

/** Phone, e-mail, office address and hours, from the operator's site config. */
export function ContactCards() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {ITEMS.map((item) => (
        <li key={item.label}>
          <Card className="flex h-full gap-4 p-5 sm:block sm:p-6">
            <IconTile name={item.icon} />
            <div className="min-w-0">
              <h3 className="text-lg sm:mt-4">{item.label}</h3>
              <div className="text-muted mt-1 leading-relaxed">{item.value}</div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
