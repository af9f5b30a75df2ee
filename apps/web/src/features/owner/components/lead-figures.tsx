import { formatCount, noun } from '@app/contract/numbers'
import { cn } from '../../../lib/cn'
import { MANAGE_UI } from '../manage-texts'

function EyeIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true" fill="none">
      <path
        d="M1.8 10S4.8 4.5 10 4.5 18.2 10 18.2 10 15.2 15.5 10 15.5 1.8 10 1.8 10Z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="10" r="2.4" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  )
}

function KeyIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true" fill="none">
      <circle cx="6.5" cy="13.5" r="3.5" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="m9 11 7.5-7.5M14 6l2 2M12 8l1.5 1.5"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * A listing's audience: how many people opened it and how many unlocked its contact details.
 * `large` is the owner view's pair of tiles; otherwise one compact line for a card.
 */
export function LeadFigures({
  views,
  unlocks,
  large = false,
  className,
}: {
  views: number
  unlocks: number
  large?: boolean
  className?: string
}) {
  const items = [
    {
      label: MANAGE_UI.views,
      word: noun(views, 'view'),
      hint: MANAGE_UI.viewsHint,
      value: views,
      icon: <EyeIcon />,
    },
    {
      label: MANAGE_UI.unlocks,
      word: noun(unlocks, 'unlock'),
      hint: MANAGE_UI.unlocksHint,
      value: unlocks,
      icon: <KeyIcon />,
    },
  ]
  if (large)
    return (
      <dl className={cn('grid grid-cols-2 gap-3', className)}>
        {items.map((item) => (
          <div key={item.label} className="bg-surface border-line rounded-xl border p-4">
            <dt className="text-muted flex items-center gap-1.5 text-sm font-medium">
              {item.icon}
              {item.label}
            </dt>
            <dd className="text-brand-800 mt-1 text-3xl font-bold">{formatCount(item.value)}</dd>
            <dd className="text-muted mt-1 text-xs">{item.hint}</dd>
          </div>
        ))}
      </dl>
    )
  return (
    <dl className={cn('text-muted flex flex-wrap gap-x-5 gap-y-1 text-sm', className)}>
      {items.map((item) => (
        <div key={item.label} className="flex items-center gap-1.5" title={item.hint}>
          {item.icon}
          <dt className="sr-only">{item.label}</dt>
          <dd>
            <span className="text-ink font-semibold">{formatCount(item.value)}</span>{' '}
            <span aria-hidden="true">{item.word}</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
