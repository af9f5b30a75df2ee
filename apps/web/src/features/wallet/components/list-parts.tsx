import { Skeleton } from '../../../components/ui/skeleton'

/** Pieces the wallet's lists share: empty text, the loading rows, an icon. */

export function EmptyText({ text }: { text: string }) {
  return (
    <div className="border-line bg-surface rounded-2xl border px-6 py-12 text-center">
      <p className="text-muted">{text}</p>
    </div>
  )
}

export function TableSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  )
}
