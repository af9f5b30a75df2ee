import {
  CheckIcon,
  ClockIcon,
  FileTextIcon,
  GlobeIcon,
  IndianRupeeIcon,
  KeyRoundIcon,
  LockOpenIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  ScaleIcon,
  SearchIcon,
  SettingsIcon,
  ShieldCheckIcon,
  SlidersVerticalIcon,
  TagIcon,
  TriangleAlertIcon,
  TruckIcon,
  WarehouseIcon,
  type LucideIcon,
} from 'lucide-react'
import { cn } from '../../../lib/cn'

/** Line icons for the content pages, from the same set as the rest of the site. */
const ICONS = {
  key: KeyRoundIcon,
  tag: TagIcon,
  search: SearchIcon,
  scale: ScaleIcon,
  gear: SettingsIcon,
  network: GlobeIcon,
  pin: MapPinIcon,
  sliders: SlidersVerticalIcon,
  clock: ClockIcon,
  browse: WarehouseIcon,
  unlock: LockOpenIcon,
  phone: PhoneIcon,
  mail: MailIcon,
  shield: ShieldCheckIcon,
  check: CheckIcon,
  rupee: IndianRupeeIcon,
  document: FileTextIcon,
  truck: TruckIcon,
  warning: TriangleAlertIcon,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof ICONS

/** Decorative: the heading or label beside it carries the meaning. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name]
  return <Icon strokeWidth={1.8} className={cn('size-6', className)} />
}

/** The icon on a tinted rounded tile, as used on cards. */
export function IconTile({ name, tone = 'brand' }: { name: IconName; tone?: 'brand' | 'accent' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-12 shrink-0 place-items-center rounded-xl',
        tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-accent-100 text-accent-700',
      )}
    >
      <ContentIcon name={name} />
    </span>
  )
}
