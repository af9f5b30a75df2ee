import { Card } from '../../../components/ui/card'
import { REASONS } from '../content'
import { IconTile } from './content-icon'

/** The four reasons to choose us, as compact cards. */
export function ReasonCards() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {REASONS.map((reason) => (
        <li key={reason.title}>
          <Card className="h-full p-6">
            <IconTile name={reason.icon} tone="accent" />
            <h3 className="mt-5 text-lg">{reason.title}</h3>
            <p className="text-muted mt-2 text-[0.95rem] leading-relaxed">{reason.summary}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}
