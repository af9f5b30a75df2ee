import { formatWhen } from '../../../lib/format'
import { useId, type ReactNode } from 'react'
import { RetryAlert } from '../../../components/ui/alert'
import { Card } from '../../../components/ui/card'
import { MoreButton } from '../../../components/ui/more-button'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/form-errors'
import { initials } from '../../../lib/initials'
import { usePropertyLeads } from '../api/get-property-leads'
import { MANAGE_UI } from '../manage-texts'
import { LeadFigures } from './lead-figures'

/**
 * The listing's audience, for its owner and admins: how many opened it, how many unlocked it,
 * and who unlocked it (name, phone, e-mail, when), newest first, 6 at a time; then `visits`,
 * the visit requests on it (the visits feature's, handed in by the app's route).
 */
export function LeadsPanel({
  propertyId,
  views,
  unlocks,
  visits,
}: {
  propertyId: number
  views: number
  unlocks: number
  visits?: ReactNode
}) {
  const titleId = useId()
  const leads = usePropertyLeads(propertyId)
  const items = leads.data?.pages.flatMap((page) => page.data) ?? []

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl">
        {MANAGE_UI.leadsTitle}
      </h2>
      <p className="text-muted mt-1 text-sm">{MANAGE_UI.leadsLead}</p>
      <LeadFigures views={views} unlocks={unlocks} large className="mt-4" />
      <div className="mt-5">
        {leads.isPending ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">{MANAGE_UI.leadsLoading}</span>
            {Array.from({ length: 2 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : !leads.data ? (
          <RetryAlert
            message={errorMessage(leads.error, MANAGE_UI.leadsFailed)}
            onRetry={() => void leads.refetch()}
          />
        ) : items.length === 0 ? (
          <p className="bg-surface text-muted rounded-xl px-4 py-6 text-center text-sm">
            {MANAGE_UI.noLeads}
          </p>
        ) : (
          <>
            <ul aria-label="People who unlocked this property" className="divide-line divide-y">
              {items.map((lead) => (
                <li
                  key={`${lead.unlocked_at}-${lead.phone_number}`}
                  className="flex gap-3 py-3 first:pt-0"
                >
                  <span
                    aria-hidden="true"
                    className="bg-brand-50 text-brand-700 grid size-10 shrink-0 place-items-center rounded-full text-sm font-bold"
                  >
                    {initials(lead.user_name)}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="text-ink font-semibold break-words">{lead.user_name}</span>
                      <time dateTime={lead.unlocked_at} className="text-muted text-xs">
                        {formatWhen(lead.unlocked_at)}
                      </time>
                    </p>
                    <p className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
                      <a
                        href={`tel:${lead.phone_number}`}
                        className="text-brand-600 inline-flex min-h-11 items-center underline-offset-2 hover:underline"
                      >
                        {lead.phone_number}
                      </a>
                      {lead.email && (
                        <a
                          href={`mailto:${lead.email}`}
                          className="text-brand-600 inline-flex min-h-11 items-center break-all underline-offset-2 hover:underline"
                        >
                          {lead.email}
                        </a>
                      )}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <MoreButton list={leads} />
          </>
        )}
      </div>
      {visits && <div className="mt-6 empty:hidden">{visits}</div>}
    </Card>
  )
}
