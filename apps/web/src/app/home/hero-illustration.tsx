import { cn } from '../../lib/cn'

/** A warehouse with loading docks and a truck, in the theme colours (decorative). */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 380" aria-hidden="true" className={cn('h-auto w-full', className)}>
      <ellipse cx="260" cy="330" rx="250" ry="34" fill="#173f63" />
      {/* Shed: roof, walls, ridge light */}
      <path d="M50 150 260 78l210 72v170H50Z" fill="#1f5482" />
      <path d="M40 152 260 72l220 80-10 12-210-74-210 74Z" fill="#2c6aa0" />
      <path d="M110 128 260 78l150 50" stroke="#adcbe6" strokeWidth="2" opacity="0.5" fill="none" />
      <rect x="196" y="150" width="128" height="26" rx="5" fill="#f59e0b" />
      <rect x="212" y="159" width="62" height="8" rx="4" fill="#0a1e31" opacity="0.8" />
      <rect x="282" y="159" width="26" height="8" rx="4" fill="#0a1e31" opacity="0.5" />
      {/* Three docks: two shutters down, one open with stacked pallets */}
      {[78, 306].map((x) => (
        <g key={x}>
          <rect x={x} y="200" width="112" height="104" rx="3" fill="#0f2b46" />
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <path key={i} d={`M${x + 6} ${210 + i * 12}h100`} stroke="#2c6aa0" strokeWidth="2" />
          ))}
        </g>
      ))}
      <rect x="204" y="200" width="112" height="104" rx="3" fill="#0a1e31" />
      <path d="M204 200h112v22H204z" fill="#0f2b46" />
      <g fill="#fbbf24">
        <rect x="216" y="256" width="36" height="30" rx="2" />
        <rect x="258" y="256" width="36" height="30" rx="2" />
        <rect x="237" y="228" width="36" height="26" rx="2" fill="#f59e0b" />
      </g>
      <path d="M214 288h90" stroke="#adcbe6" strokeWidth="4" strokeLinecap="round" />
      <rect x="40" y="304" width="440" height="14" rx="2" fill="#0a1e31" />
      {/* Truck backed up to the last dock */}
      <g>
        <rect x="338" y="236" width="128" height="70" rx="6" fill="#f6f8fb" />
        <path d="M352 252h100M352 268h100M352 284h100" stroke="#dde3ea" strokeWidth="3" />
        <path d="M466 254h28l18 24v28h-46Z" fill="#f59e0b" />
        <path d="M474 262h16l11 16h-27Z" fill="#0f2b46" opacity="0.85" />
        {[370, 436, 492].map((cx) => (
          <g key={cx}>
            <circle cx={cx} cy="314" r="14" fill="#0a1e31" />
            <circle cx={cx} cy="314" r="5" fill="#adcbe6" />
          </g>
        ))}
      </g>
      {/* Motion lines and a route marker */}
      <path
        d="M8 250h26M0 266h20"
        stroke="#adcbe6"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.6"
      />
      <circle cx="470" cy="60" r="22" fill="#f59e0b" opacity="0.9" />
      <path d="M470 48a8 8 0 0 1 8 8c0 6-8 14-8 14s-8-8-8-14a8 8 0 0 1 8-8Z" fill="#0a1e31" />
    </svg>
  )
}
