import { PAGE_SIZE } from '@app/contract/constants'
import type { UnlockedProperty } from '@app/contract/wallet'
import { WALLET_TEXTS } from '@app/contract/wallet-texts'
import type { ReactNode } from 'react'
import { RetryAlert } from '../../../components/ui/alert'
import { ButtonLink } from '../../../components/ui/button'
import { PageBanner } from '../../../components/ui/page-banner'
import { errorMessage } from '../../../lib/form-errors'
import { PROPERTY_LIST_PATH } from '../../../lib/paths'
import { site } from '../../../lib/site'
import { useUnlockedProperties } from '../api/get-unlocked-properties'
import { MoreButton } from '../../../components/ui/more-button'
import { cardLoad } from '../../../components/ui/property-image'
import { UnlockedCard, UnlockedCardSkeleton } from '../components/unlocked-card'
import { isForbidden } from '../../../lib/api-client'
import { NoWalletAccess, WalletGate } from '../components/wallet-gate'
import { WALLET_UI } from '../wallet-texts'

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3'
const FIRST_ROW = 3

/** Reporting a problem with an unlocked property, handed in by the app's route (issue 13). */
type RenderReport = (item: UnlockedProperty) => ReactNode

/** /unlocked-properties (needs login): the properties whose contact details this user bought. */
export function Component({ renderReport }: { renderReport?: RenderReport }) {
  return (
    <>
      <title>{`Unlocked Properties | ${site.name}`}</title>
      <PageBanner
        title="Unlocked Properties"
        lead="Properties whose owner contact details you have unlocked. Open one to call the owner."
      />
      <WalletGate loginMessage={WALLET_UI.loginToUnlocked}>
        <UnlockedList renderReport={renderReport} />
      </WalletGate>
    </>
  )
}

function UnlockedList({ renderReport }: { renderReport: RenderReport | undefined }) {
  const unlocked = useUnlockedProperties()
  if (isForbidden(unlocked.error)) return <NoWalletAccess />

  return (
    <div className="container-page py-10 sm:py-14">
      {unlocked.isPending ? (
        <ul className={GRID} aria-busy="true" aria-label="Loading unlocked properties">
          {Array.from({ length: PAGE_SIZE }, (_, i) => (
            <li key={i}>
              <UnlockedCardSkeleton />
            </li>
          ))}
        </ul>
      ) : !unlocked.data ? (
        <RetryAlert
          message={errorMessage(unlocked.error, WALLET_UI.unlockedFetchFailed)}
          onRetry={() => void unlocked.refetch()}
        />
      ) : unlocked.data.pages[0]?.data.length === 0 ? (
        <div className="border-line bg-surface rounded-2xl border px-6 py-14 text-center">
          <p className="text-muted">{WALLET_TEXTS.noUnlocked}</p>
          <ButtonLink to={PROPERTY_LIST_PATH} className="mt-6">
            Browse properties
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul aria-label="Unlocked properties" className={GRID}>
            {unlocked.data.pages
              .flatMap((page) => page.data)
              .map((item, i) => (
                <li key={item.property_id}>
                  <UnlockedCard
                    item={item}
                    load={cardLoad(i, FIRST_ROW)}
                    report={renderReport?.(item)}
                  />
                </li>
              ))}
          </ul>
          <MoreButton list={unlocked} />
        </>
      )}
    </div>
  )
}
