import { Link } from 'react-router'
import { cn } from '../../lib/cn'
import { site } from '../../lib/site'

export function Logo({ inverted, className }: { inverted?: boolean; className?: string }) {
  return (
    <Link
      to="/"
      className={cn('flex min-h-11 min-w-0 items-center gap-2', className)}
      aria-label={`${site.name} home`}
    >
      <img src="/favicon.svg" alt="" width={40} height={40} className="size-9 sm:size-10" />
      <span
        className={cn(
          'text-lg leading-none font-extrabold tracking-tight whitespace-nowrap sm:text-xl',
          inverted ? 'text-white' : 'text-brand-800',
        )}
      >
        {site.name}
      </span>
    </Link>
  )
}
