import { Link, useSearchParams } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { parseId } from '../../../lib/ids'
import { propertyPath } from '../../../lib/paths'
import { site } from '../../../lib/site'
import { useWallet } from '../api/get-wallet'
import { AddCreditsForm } from '../components/add-credits-form'
import { BalanceCard } from '../components/balance-card'
import { CreditPacksSection } from '../components/credit-packs-section'
import { isForbidden } from '../../../lib/api-client'
import { NoWalletAccess, WalletGate } from '../components/wallet-gate'
import { WALLET_UI } from '../wallet-texts'

/** /wallet (needs login; optional ?property_id= to go back to that property after paying). */
export function Component() {
  return (
    <>
      <title>{`Wallet | ${site.name}`}</title>
      <PageBanner
        title="Wallet"
        lead="Buy credits to unlock owners' contact details. 1 credit = ₹1."
      />
      <WalletGate loginMessage={WALLET_UI.loginToWallet}>
        <Wallet />
      </WalletGate>
    </>
  )
}

function Wallet() {
  const propertyId = parseId(useSearchParams()[0].get('property_id'))
  const wallet = useWallet()
  if (isForbidden(wallet.error)) return <NoWalletAccess />

  return (
    <div className="container-page py-10 sm:py-14">
      {propertyId !== undefined && (
        <Alert tone="info" className="mb-6">
          Add credits and you will go back to{' '}
          <Link to={propertyPath(propertyId)} className="underline underline-offset-2">
            the property
          </Link>{' '}
          to unlock it.
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <BalanceCard wallet={wallet} />
        <Card className="p-5 sm:p-7">
          <h2 className="text-2xl">Add Credits</h2>
          <p className="text-muted mt-1 text-sm">
            Pay securely online. Credits are added as soon as the payment is confirmed.
          </p>
          <div className="mt-6">
            <AddCreditsForm propertyId={propertyId} />
          </div>
        </Card>
      </div>
      <CreditPacksSection />
    </div>
  )
}
