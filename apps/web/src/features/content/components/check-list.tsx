import { cn } from '../../../lib/cn'
import { ContentIcon } from './content-icon'

/** A list of short statements, each behind an accent tick. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="text-ink flex gap-3 leading-relaxed">
          <ContentIcon name="check" className="text-accent-700 mt-0.5 size-5 shrink-0" />
          {item}
        </li>
      ))}
    </ul>
  )
}
