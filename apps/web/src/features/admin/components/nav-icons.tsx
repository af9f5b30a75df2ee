/** The console navigation's icons (decorative: each link has its text). */

const PATHS = {
  dashboard: 'M3 3h6v8H3zM11 3h6v4h-6zM11 9h6v8h-6zM3 13h6v4H3z',
  listings: 'M2.5 8.5L10 3l7.5 5.5V17h-15zM7 17v-5h6v5',
  users:
    'M7.5 9a3 3 0 100-6 3 3 0 000 6zM2 17c0-3 2.5-5 5.5-5s5.5 2 5.5 5M13.5 3.5a3 3 0 010 5.5M15 12.2c1.8.6 3 2.3 3 4.8',
  payments: 'M2.5 5h15v10h-15zM2.5 8.5h15M5.5 12.5h3',
  reports: 'M4 18V3M4 3.5h10l-2 3.5 2 3.5H4',
  audit: 'M6 3h8l2 2v12H4V5zM7 8h6M7 11h6M7 14h4',
  enquiries: 'M2.5 5h15v10h-15zM2.5 5.5L10 11l7.5-5.5',
} as const

export type NavIconName = keyof typeof PATHS

export function NavIcon({ name, className = 'size-5' }: { name: NavIconName; className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
