import { OWNER_TEXTS as T } from '@app/contract/owner-texts'
import { useMemo, useState, type ReactNode } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { RequireLogin } from '../../../components/login-required/require-login'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { Skeleton } from '../../../components/ui/skeleton'
import { useAuth } from '../../../lib/auth-storage'
import { parseId } from '../../../lib/ids'
import { MY_PROPERTIES_PATH, PROPERTY_LIST_PATH } from '../../../lib/paths'
import { site } from '../../../lib/site'
import { useFullDetails } from '../api/get-full-details'
import { ResumePrompt } from '../components/wizard/resume-prompt'
import { Wizard } from '../components/wizard/wizard'
import { clearDraft, loadDraft } from '../wizard-draft'
import { openingFor, propertyToRead, resumeFrom, type DetailsLoad } from '../wizard-opening'
import { EMPTY_PROGRESS, type WizardProgress } from '../wizard-values'

/** /add-new-listing, optionally ?continue={propertyId} (spec 001 section 2). */
export function Component() {
  return (
    <>
      <title>{`Add Property | ${site.name}`}</title>
      <PageBanner
        title="Add Property"
        lead="List your godown or warehouse in four short steps. You can stop after any step and continue later."
        crumbs={[{ label: 'My Properties', to: MY_PROPERTIES_PATH }, { label: 'Add Property' }]}
      />
      <RequireLogin message={T.loginToContinue}>
        <CreatorsOnly>
          <AddListing />
        </CreatorsOnly>
      </RequireLogin>
    </>
  )
}

/** Spec 000 section 6: without the create-properties permission, the listings instead. */
function CreatorsOnly({ children }: { children: ReactNode }) {
  const { can } = useAuth()
  return can('create-properties') ? children : <Navigate to={PROPERTY_LIST_PATH} replace />
}

function AddListing() {
  const { user } = useAuth()
  const continueId = parseId(useSearchParams()[0].get('continue'))
  const userId = user?.id ?? 0
  // Another property (or none) in the address is another wizard from the start.
  return <Opening key={`${userId}:${continueId ?? ''}`} userId={userId} continueId={continueId} />
}

interface Session {
  progress: WizardProgress
  notice?: string | undefined
}

/** Decides how the wizard opens (wizard-opening.ts), once; then the wizard runs on its own. */
function Opening({ userId, continueId }: { userId: number; continueId: number | undefined }) {
  const [draft] = useState(() => loadDraft(userId))
  const [session, setSession] = useState<Session | null>(null)
  const details = useFullDetails(session ? undefined : propertyToRead(continueId, draft))

  // A cached answer being refreshed is not trusted: the decision waits for the fresh one.
  const load: DetailsLoad = details.isFetching
    ? { status: 'pending' }
    : details.isSuccess
      ? { status: 'success', data: details.data }
      : details.isError
        ? { status: 'error' }
        : { status: 'pending' }
  const opening = useMemo(
    () => openingFor(continueId, draft, load),
    // `load` is rebuilt each render; what it says is its status and data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [continueId, draft, load.status, details.data],
  )

  // Decided once: later answers of the detail call (after the wizard saves) change nothing.
  if (session === null && opening.kind === 'start')
    setSession({ progress: opening.progress, notice: opening.notice })

  if (session) return <Wizard userId={userId} initial={session.progress} notice={session.notice} />
  return (
    <>
      <OpeningPlaceholder />
      {opening.kind === 'prompt' && (
        <ResumePrompt
          details={opening.details}
          onContinue={() => setSession({ progress: resumeFrom(opening.details, draft) })}
          onStartNew={() => {
            clearDraft(userId)
            setSession({ progress: EMPTY_PROGRESS })
          }}
        />
      )}
    </>
  )
}

/** The wizard's outline while the property is read (or the resume prompt is open). */
function OpeningPlaceholder() {
  return (
    <div className="container-page py-8 sm:py-12">
      <Card className="mx-auto max-w-3xl space-y-6 p-5 sm:p-8">
        <p role="status" className="sr-only">
          Loading your property…
        </p>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-2 w-full" />
        <div className="grid grid-cols-4 gap-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="mx-auto size-8 rounded-full" />
          ))}
        </div>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-32 w-full" />
      </Card>
    </div>
  )
}
