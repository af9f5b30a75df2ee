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

export function PhoneIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" fill="none">
      <path
        d="M6.6 3.2 8.4 6.6a1 1 0 0 1-.2 1.2L6.9 9a9.5 9.5 0 0 0 4.1 4.1l1.2-1.3a1 1 0 0 1 1.2-.2l3.4 1.8a1 1 0 0 1 .5 1.2l-.6 1.9a1.6 1.6 0 0 1-1.7 1.1A14.5 14.5 0 0 1 2.4 4.9a1.6 1.6 0 0 1 1.1-1.7l1.9-.6a1 1 0 0 1 1.2.6Z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** A speech bubble (WhatsApp's own logo is a trademark; the word beside it names the app). */
export function ChatIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" fill="none">
      <path
        d="M10 2.8a7.2 7.2 0 0 0-6.2 10.9L2.8 17.2l3.6-1a7.2 7.2 0 1 0 3.6-13.4Z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M7 8.5h6M7 11.5h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}
