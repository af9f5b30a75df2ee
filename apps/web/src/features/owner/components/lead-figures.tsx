import { EyeIcon, KeyIcon } from 'lucide-react'
import { formatCount, noun } from '@app/contract/numbers'
import { cn } from '../../../lib/cn'
import { MANAGE_UI } from '../manage-texts'

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
      icon: <EyeIcon className="size-4 shrink-0" />,
    },
    {
      label: MANAGE_UI.unlocks,
      word: noun(unlocks, 'unlock'),
      hint: MANAGE_UI.unlocksHint,
      value: unlocks,
      icon: <KeyIcon className="size-4 shrink-0" />,
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
