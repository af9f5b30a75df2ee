import { useState } from 'react'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { Tabs } from '../../../components/ui/tabs'
import { site } from '../../../lib/site'
import { useTransactions } from '../api/get-transactions'
import { LedgerTable } from '../components/ledger-table'
import { StatementForm } from '../components/statement-form'
import { TransactionsTable } from '../components/transactions-table'
import { isForbidden } from '../../../lib/api-client'
import { NoWalletAccess, WalletGate } from '../components/wallet-gate'
import { WALLET_UI } from '../wallet-texts'

/** /user-transactions (needs login): top-ups, the credit history and statements. */
export function Component() {
  return (
    <>
      <title>{`Transactions | ${site.name}`}</title>
      <PageBanner
        title="Transactions"
        lead="Your wallet top-ups with their tax invoices, and every credit in and out."
      />
      <WalletGate loginMessage={WALLET_UI.loginToTransactions}>
        <Transactions />
      </WalletGate>
    </>
  )
}

function Transactions() {
  const [tab, setTab] = useState('payments')
  const forbidden = isForbidden(useTransactions().error)
  if (forbidden) return <NoWalletAccess />

  return (
    <div className="container-page space-y-6 py-10 sm:py-14">
      <Card className="p-4 sm:p-6">
        <Tabs
          label="Wallet history"
          value={tab}
          onValueChange={setTab}
          panelClassName="pt-5"
          items={[
            { id: 'payments', label: 'Transactions', content: <TransactionsTable /> },
            {
              id: 'credits',
              label: 'Credit history',
              content: <LedgerTable enabled={tab === 'credits'} />,
            },
          ]}
        />
      </Card>
      <Card className="p-4 sm:p-6">
        <h2 className="text-xl">Account statement</h2>
        <p className="text-muted mt-1 text-sm">
          Every credit in and out between two days, with the balance after each entry.
        </p>
        <div className="mt-5">
          <StatementForm />
        </div>
      </Card>
    </div>
  )
}
