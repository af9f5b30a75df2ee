import { Link } from 'react-router'
import { cn } from '../../lib/cn'
import { site } from '../../lib/site'

export function Logo({ inverted, className }: { inverted?: boolean; className?: string }) {
  return (
    <Link
      to="/"
      className={cn('flex items-center gap-2.5', className)}
      aria-label={`${site.name} home`}
    >
      <img src="/favicon.svg" alt="" width={40} height={40} className="size-10" />
      <span
        className={cn(
          'text-xl leading-none font-extrabold tracking-tight',
          inverted ? 'text-white' : 'text-brand-800',
        )}
      >
        {site.name}
      </span>
    </Link>
  )
}
