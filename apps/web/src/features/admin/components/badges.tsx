import {
  REPORT_STATUS_LABEL,
  USER_TYPE_LABEL,
  type PaymentStatusName,
  type ReportStatus,
} from '@app/contract/admin-texts'
import { USER_TYPE } from '@app/contract/auth-texts'
import {
  LISTING_STATUS_LABEL,
  WIZARD_STEP_COUNT,
  type ListingStatus,
} from '@app/contract/owner-texts'
import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn'

export type PillTone = 'green' | 'amber' | 'red' | 'grey' | 'blue'

const TONE: Record<PillTone, string> = {
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  amber: 'border-accent-400/50 bg-accent-100 text-accent-700',
  red: 'border-red-200 bg-red-50 text-red-700',
  grey: 'border-line bg-surface text-muted',
  blue: 'border-brand-100 bg-brand-50 text-brand-700',
}

/** The console's status pills: soft, bordered, readable in a dense table. */
export function Pill({
  tone,
  className,
  children,
}: {
  tone: PillTone
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}

const LISTING_TONE: Record<ListingStatus, PillTone> = {
  published: 'green',
  let: 'blue',
  hidden: 'red',
  draft: 'grey',
}

/** On the market / Let / Hidden by admin; a draft says how far its wizard got. */
export function ListingStatusBadge({ status, level }: { status: ListingStatus; level?: number }) {
  return (
    <Pill tone={LISTING_TONE[status]}>
      {status === 'draft' && level !== undefined
        ? `Draft · step ${level} of ${WIZARD_STEP_COUNT}`
        : LISTING_STATUS_LABEL[status]}
    </Pill>
  )
}

const PAYMENT: Record<PaymentStatusName, { tone: PillTone; label: string }> = {
  paid: { tone: 'green', label: 'Paid' },
  pending: { tone: 'amber', label: 'Pending' },
  failed: { tone: 'red', label: 'Failed' },
}

export function PaymentStatusBadge({ status }: { status: PaymentStatusName }) {
  return <Pill tone={PAYMENT[status].tone}>{PAYMENT[status].label}</Pill>
}

const REPORT_TONE: Record<ReportStatus, PillTone> = {
  open: 'amber',
  refunded: 'green',
  rejected: 'grey',
}

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Pill tone={REPORT_TONE[status]}>{REPORT_STATUS_LABEL[status]}</Pill>
}

export const userTypeLabel = (type: number) => USER_TYPE_LABEL[type] ?? `Type ${type}`

export function UserTypeBadge({ type }: { type: number }) {
  return <Pill tone={type === USER_TYPE.admin ? 'blue' : 'grey'}>{userTypeLabel(type)}</Pill>
}

export function BlockedBadge() {
  return <Pill tone="red">Blocked</Pill>
}
