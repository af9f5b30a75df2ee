import { ArrowUpIcon } from 'lucide-react'
import { SCROLL_TOP_BUTTON_AFTER_PX } from '@app/contract/constants'
import { ABOVE_DOCK } from '../../components/ui/bottom-dock'
import { cn } from '../../lib/cn'
import { useScrolledPast } from './use-scrolled-past'

export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TOP_BUTTON_AFTER_PX)
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      hidden={!visible}
      onClick={() => {
        // Focus goes to the top of the page with the view; a focused button that hides itself
        // mid-way would otherwise cut the smooth scroll short.
        document.getElementById('main')?.focus({ preventScroll: true })
        window.scrollTo({ top: 0, behavior: 'smooth' })
      }}
      className={cn(
        'bg-accent-500 text-brand-900 hover:bg-accent-400 fixed right-4 z-50',
        ABOVE_DOCK,
        'grid size-12 place-items-center rounded-full shadow-lg',
      )}
    >
      <ArrowUpIcon className="size-5" />
    </button>
  )
}
