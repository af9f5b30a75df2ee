import { COMPARE_MAX } from '@app/contract/limits'
import { plural } from '@app/contract/numbers'
import { useLocation } from 'react-router'
import { DockedBar } from '../../../components/ui/bottom-dock'
import { ButtonLink } from '../../../components/ui/button'
import { COMPARE_PATH, comparePath } from '../shortlist-paths'
import { useShortlist } from '../use-shortlist'
import { HeartIcon } from './shortlist-heart'

/**
 * A small bar floating at the bottom of listing pages once two or more listings are shortlisted:
 * how many, and a link to compare them (the newest COMPARE_MAX picked). Not on /compare itself.
 */
export function CompareBar() {
  const { ids } = useShortlist()
  const { pathname } = useLocation()
  if (ids.length < 2 || pathname === COMPARE_PATH) return null
  return (
    <DockedBar>
      <aside
        aria-label="Shortlist"
        className="border-line mx-3 mb-3 flex max-w-md items-center justify-between gap-3 rounded-2xl border bg-white/95 py-2.5 pr-2.5 pl-4 shadow-xl backdrop-blur sm:mx-auto sm:mb-5 sm:w-full"
      >
        <p className="text-ink flex items-center gap-2 text-sm font-medium">
          <HeartIcon filled className="size-4 text-red-600" />
          {plural(ids.length, 'listing')} shortlisted
        </p>
        <ButtonLink to={comparePath(ids.slice(0, COMPARE_MAX))} size="sm">
          Compare ({ids.length})
        </ButtonLink>
      </aside>
    </DockedBar>
  )
}
