import {
  CreditCardIcon,
  FlagIcon,
  HouseIcon,
  LayoutDashboardIcon,
  MailIcon,
  ScrollTextIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react'

/** The console navigation's icons (decorative: each link has its text). */
const ICONS = {
  dashboard: LayoutDashboardIcon,
  listings: HouseIcon,
  users: UsersIcon,
  payments: CreditCardIcon,
  reports: FlagIcon,
  audit: ScrollTextIcon,
  enquiries: MailIcon,
} satisfies Record<string, LucideIcon>

export type NavIconName = keyof typeof ICONS

export function NavIcon({ name, className = 'size-5' }: { name: NavIconName; className?: string }) {
  const Icon = ICONS[name]
  return <Icon className={className} />
}
