import { Skeleton } from '../../../components/ui/skeleton'

/** Pieces the wallet's lists share: empty text, the loading rows, an icon. */

export function DownloadIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true">
      <path
        d="M10 3v9m0 0l-3.5-3.5M10 12l3.5-3.5M4 14.5V16h12v-1.5"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  )
}

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
