import { cn } from '../../lib/cn'
import { Card } from './card'

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('bg-line/70 animate-pulse rounded-lg', className)} />
}

/**
 * A listing card's placeholder while it loads: the photo (`imageClass` sets its height), a bar
 * for each line of text (`lines`: each bar's size and spacing) and the footer's two blocks
 * (`footer`: the price's and the button's).
 */
export function CardSkeleton({
  imageClass,
  lines,
  footer,
  className,
  bodyClass = 'p-5',
}: {
  imageClass: string
  lines: readonly string[]
  footer: readonly [string, string]
  className?: string
  bodyClass?: string
}) {
  return (
    <Card className={cn('flex h-full flex-col overflow-hidden', className)} aria-hidden="true">
      <Skeleton className={cn('rounded-none', imageClass)} />
      <div className={cn('flex flex-1 flex-col', bodyClass)}>
        {lines.map((line, i) => (
          <Skeleton key={i} className={line} />
        ))}
        <div className="border-line mt-4 flex items-center justify-between border-t pt-4">
          <Skeleton className={footer[0]} />
          <Skeleton className={footer[1]} />
        </div>
      </div>
    </Card>
  )
}
