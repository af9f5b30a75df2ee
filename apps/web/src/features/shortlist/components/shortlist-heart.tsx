import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { HeartIcon as LucideHeart } from 'lucide-react'
import type { MouseEvent } from 'react'
import { cn } from '../../../lib/cn'
import { useShortlist } from '../use-shortlist'

/** A heart outline, filled when `filled`. */
export function HeartIcon({ filled, className }: { filled: boolean; className?: string }) {
  return <LucideHeart className={className} fill={filled ? 'currentColor' : 'none'} />
}

/**
 * The shortlist's heart for a listing card: pressed when the listing is saved (on the server
 * when logged in, in this browser otherwise). Its clicks stay its own, not the card's.
 */
export function ShortlistHeart({
  propertyId,
  className,
}: {
  propertyId: number
  className?: string
}) {
  const shortlist = useShortlist()
  const saved = shortlist.has(propertyId)
  const onClick = (e: MouseEvent) => {
    e.preventDefault()
    e.stopPropagation()
    shortlist.toggle(propertyId)
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? SEARCH_TEXTS.shortlistRemove : SEARCH_TEXTS.shortlistAdd}
      title={saved ? SEARCH_TEXTS.shortlistRemove : SEARCH_TEXTS.shortlistAdd}
      onClick={onClick}
      className={cn(
        'grid size-11 shrink-0 cursor-pointer place-items-center rounded-full bg-white/95 shadow-md ring-1 ring-black/5 transition-colors',
        'hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        saved ? 'text-red-600' : 'text-brand-800 hover:text-red-600',
        className,
      )}
    >
      <HeartIcon filled={saved} className="size-5" />
    </button>
  )
}
