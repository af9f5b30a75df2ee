import { CalendarPlusIcon, PhoneIcon } from 'lucide-react'
import { VISIT_TEXTS, type Visit } from '@app/contract/visits'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { useToast } from '../../../components/ui/toast'
import { cn } from '../../../lib/cn'
import { errorMessage } from '../../../lib/form-errors'
import { propertyPath } from '../../../lib/paths'
import { useAcceptVisit } from '../api/answer-visit'
import { useDownloadInvitation } from '../api/download-invitation'
import { formatSlot } from '../slots'
import { VISIT_UI } from '../visit-texts'
import { CancelDialog } from './cancel-dialog'
import { DeclineDialog } from './decline-dialog'
import { VisitStatusBadge } from './visit-status-badge'

/**
 * One site visit as either side sees it: the listing (unless the page is the listing's own), the
 * other side with their phone, the proposed or agreed time in India time, the note and reason,
 * and what the viewer may do now: the owner accepts a slot or declines a request; the seeker
 * cancels a request; either cancels an accepted visit or adds it to their calendar.
 */
export function VisitCard({
  visit,
  showListing = true,
  className,
}: {
  visit: Visit
  showListing?: boolean
  className?: string
}) {
  const titleId = useId()
  const [dialog, setDialog] = useState<'decline' | 'cancel' | null>(null)
  const owner = visit.role === 'owner'
  const answering = owner && visit.status === 'requested'
  const canCancel = visit.status === 'accepted' || (visit.status === 'requested' && !owner)
  const title = showListing ? visit.property.name : visit.with.name

  return (
    <article aria-labelledby={titleId} className={cn('min-w-0', className)}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="min-w-0 text-base break-words">
          {showListing ? (
            <Link
              to={propertyPath(visit.property.id)}
              className="text-brand-700 underline-offset-4 hover:underline"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <VisitStatusBadge status={visit.status} />
      </div>
      <Party visit={visit} withName={showListing} />
      {visit.status === 'accepted' && visit.slot ? (
        <p className="mt-2 text-sm">
          <span className="text-muted">{VISIT_UI.agreed}: </span>
          <time dateTime={visit.slot} className="text-ink font-semibold">
            {formatSlot(visit.slot)}
          </time>
        </p>
      ) : answering ? null : (
        <Slots slots={visit.slots} />
      )}
      {visit.note && (
        <p className="text-ink mt-2 text-sm break-words whitespace-pre-line">
          <span className="text-muted">{VISIT_UI.note_}: </span>
          {visit.note}
        </p>
      )}
      <Outcome visit={visit} />
      {answering && <AcceptForm visit={visit} onDecline={() => setDialog('decline')} />}
      {canCancel && (
        <div className="mt-3 flex flex-wrap gap-2">
          {visit.status === 'accepted' && <CalendarButton visitId={visit.id} />}
          {canCancel && (
            <Button variant="outline" size="sm" onClick={() => setDialog('cancel')}>
              {VISIT_UI.cancelVisit}
            </Button>
          )}
        </div>
      )}
      {answering && (
        <DeclineDialog
          visitId={visit.id}
          open={dialog === 'decline'}
          onClose={() => setDialog(null)}
        />
      )}
      {canCancel && (
        <CancelDialog
          visitId={visit.id}
          open={dialog === 'cancel'}
          onClose={() => setDialog(null)}
        />
      )}
    </article>
  )
}

/** The other side: "Owner: Ravi Patil" and their phone as a link to call. */
function Party({ visit, withName }: { visit: Visit; withName: boolean }) {
  const side = visit.role === 'owner' ? VISIT_UI.seeker : VISIT_UI.owner
  const phone = visit.with.phone_number
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm">
      {withName && (
        <span className="text-ink">
          <span className="text-muted">{side}: </span>
          <span className="font-semibold">{visit.with.name}</span>
        </span>
      )}
      {phone && (
        <a
          href={`tel:${phone}`}
          className="text-brand-600 inline-flex min-h-11 items-center gap-1.5 underline-offset-2 hover:underline"
        >
          <PhoneIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">{`Call the ${side.toLowerCase()}: `}</span>
          {phone}
        </a>
      )}
    </p>
  )
}

function Slots({ slots }: { slots: readonly string[] }) {
  return (
    <div className="mt-2 text-sm">
      <p className="text-muted">{VISIT_UI.proposed}</p>
      <ul className="mt-1 space-y-0.5">
        {slots.map((slot) => (
          <li key={slot}>
            <time dateTime={slot} className="text-ink font-medium">
              {formatSlot(slot)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Why it ended: the owner's reason for declining, or who cancelled it and why. */
function Outcome({ visit }: { visit: Visit }) {
  if (visit.status === 'declined' && visit.reason)
    return (
      <p className="bg-surface mt-2 rounded-lg px-3 py-2 text-sm break-words">
        {VISIT_UI.declinedBecause(visit.reason)}
      </p>
    )
  if (visit.status === 'cancelled') {
    const by =
      visit.cancelled_by === null
        ? null
        : visit.cancelled_by === visit.role
          ? 'you'
          : visit.cancelled_by
    return (
      <p className="bg-surface mt-2 rounded-lg px-3 py-2 text-sm break-words">
        {by ? VISIT_UI.cancelledBy(by, visit.reason) : visit.reason}
      </p>
    )
  }
  return null
}

/** The owner picks one of the proposed slots (those still ahead) and accepts it, or declines. */
function AcceptForm({ visit, onDecline }: { visit: Visit; onDecline: () => void }) {
  const name = useId()
  const toast = useToast()
  const accept = useAcceptVisit(visit.id)
  const [now] = useState(Date.now)
  const open = visit.slots.filter((slot) => Date.parse(slot) > now)
  const [slot, setSlot] = useState<string | null>(open.length === 1 ? (open[0] ?? null) : null)
  const [problem, setProblem] = useState<string | null>(null)

  return (
    <form
      className="mt-3"
      aria-label={VISIT_UI.chooseSlot}
      onSubmit={(e) => {
        e.preventDefault()
        if (!slot) return setProblem(VISIT_TEXTS.slotNotOffered)
        setProblem(null)
        accept.mutate(
          { slot },
          {
            onSuccess: () => toast.success(VISIT_TEXTS.accepted),
            onError: (error) => setProblem(errorMessage(error)),
          },
        )
      }}
    >
      <fieldset>
        <legend className="text-muted text-sm">{VISIT_UI.chooseSlot}</legend>
        <div className="mt-1.5 grid gap-2">
          {visit.slots.map((option) => (
            <label
              key={option}
              className={cn(
                'border-line text-ink flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-white px-3.5 py-2 text-sm font-medium',
                'hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-50 transition-colors',
                'has-focus-visible:ring-brand-100 has-focus-visible:ring-3',
                'has-disabled:cursor-not-allowed has-disabled:opacity-60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={slot === option}
                disabled={!open.includes(option)}
                onChange={() => setSlot(option)}
                className="accent-brand-700 size-4 shrink-0"
              />
              <time dateTime={option}>{formatSlot(option)}</time>
            </label>
          ))}
        </div>
      </fieldset>
      {problem && <Alert className="mt-3">{problem}</Alert>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={accept.isPending}>
          {accept.isPending ? VISIT_UI.accepting : VISIT_UI.accept}
        </Button>
        <Button variant="outline" size="sm" onClick={onDecline}>
          {VISIT_UI.decline}
        </Button>
      </div>
    </form>
  )
}

/** The accepted visit's invitation (.ics), fetched with the session and saved. */
function CalendarButton({ visitId }: { visitId: number }) {
  const download = useDownloadInvitation(visitId)
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        <CalendarPlusIcon className="size-4" />
        {VISIT_UI.addToCalendar}
      </Button>
      {download.error && <Alert className="w-full">{errorMessage(download.error)}</Alert>}
    </>
  )
}
