/** Small line icons for the listing pages (decorative; the text beside them says it all). */
export function PinIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" fill="none">
      <path
        d="M10 18s6-5.3 6-10a6 6 0 1 0-12 0c0 4.7 6 10 6 10Z"
        stroke="currentColor"
        strokeWidth="1.7"
      />
      <circle cx="10" cy="8" r="2.2" stroke="currentColor" strokeWidth="1.7" />
    </svg>
  )
}

export function LockIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" fill="none">
      <rect x="4" y="9" width="12" height="8.5" rx="2" stroke="currentColor" strokeWidth="1.7" />
      <path d="M7 9V6.5a3 3 0 0 1 6 0V9" stroke="currentColor" strokeWidth="1.7" />
    </svg>
  )
}
