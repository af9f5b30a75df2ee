import { Link } from 'react-router'

export interface Crumb {
  label: string
  to?: string
}

export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        {items.map((c, i) => (
          <li key={c.label} className="flex items-center gap-2">
            {i > 0 && (
              <span aria-hidden="true" className="opacity-60">
                /
              </span>
            )}
            {c.to ? (
              // A 44 px hit area around the words; the negative margin keeps the line's height.
              <Link
                to={c.to}
                className="hover:text-accent-400 -my-3 inline-flex min-h-11 min-w-11 items-center justify-center underline-offset-2 hover:underline"
              >
                {c.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
