import type { VisitWhen } from '@app/contract/visits'
import { RequireLogin } from '../../../components/login-required/require-login'
import { PageBanner } from '../../../components/ui/page-banner'
import { Tabs } from '../../../components/ui/tabs'
import { site } from '../../../lib/site'
import { useVisits } from '../api/get-visits'
import { VisitList } from '../components/visit-list'
import { VISIT_UI } from '../visit-texts'

/**
 * /visits (needs login): the site visits the user asked for as a seeker and those asked of
 * their listings as an owner, Upcoming (asked or accepted, still ahead) and Past, 6 at a time.
 */
export function Component() {
  return (
    <>
      <title>{`${VISIT_UI.pageTitle} | ${site.name}`}</title>
      <PageBanner title={VISIT_UI.pageTitle} lead={VISIT_UI.pageLead} />
      <RequireLogin message={VISIT_UI.loginToVisits}>
        <div className="container-page py-10 sm:py-14">
          <Tabs
            label={VISIT_UI.tabsLabel}
            panelClassName="pt-6 focus-visible:outline-none"
            items={[
              {
                id: 'upcoming',
                label: VISIT_UI.upcoming,
                content: <When when="upcoming" empty={VISIT_UI.noUpcoming} />,
              },
              {
                id: 'past',
                label: VISIT_UI.past,
                content: <When when="past" empty={VISIT_UI.noPast} />,
              },
            ]}
          />
        </div>
      </RequireLogin>
    </>
  )
}

function When({ when, empty }: { when: VisitWhen; empty: string }) {
  const visits = useVisits({ when })
  return (
    <VisitList
      query={visits}
      cards
      label={when === 'upcoming' ? VISIT_UI.upcoming : VISIT_UI.past}
      empty={
        <p className="border-line bg-surface text-muted rounded-2xl border px-6 py-12 text-center">
          {empty}
        </p>
      }
    />
  )
}
