import { Card } from '../../../components/ui/card'
import { cn } from '../../../lib/cn'
import { initials } from '../../../lib/initials'
import { TEAM } from '../team'

const AVATAR_TONES = [
  'bg-brand-700 text-white',
  'bg-accent-500 text-brand-900',
  'bg-brand-100 text-brand-800',
]

/** The six team members from data/team.json, with initials avatars drawn in CSS. */
export function TeamGrid() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {TEAM.map((member, i) => (
        <li key={member.name} data-testid="team-member">
          <Card className="flex h-full gap-5 p-6">
            <span
              aria-hidden="true"
              className={cn(
                'grid size-12 shrink-0 place-items-center rounded-2xl text-lg sm:size-16 sm:text-xl font-extrabold tracking-wide ring-4 ring-white shadow-md',
                AVATAR_TONES[i % AVATAR_TONES.length],
              )}
            >
              {initials(member.name)}
            </span>
            <div className="min-w-0">
              <h3 className="text-lg">{member.name}</h3>
              <p className="text-accent-700 text-sm font-semibold">{member.role}</p>
              <p className="text-muted mt-3 text-[0.95rem] leading-relaxed">{member.bio}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
