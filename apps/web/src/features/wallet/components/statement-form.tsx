import { DownloadIcon } from 'lucide-react'
import { StatementQuerySchema } from '@app/contract/wallet'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field, Input, Select } from '../../../components/ui/field'
import { errorMessage } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useDownloadStatement } from '../api/download-statement'
import { WALLET_UI } from '../wallet-texts'

/** YYYY-MM-DD of a moment in Indian time, the statement's days. */
const istDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date)

const FORMATS = [
  { value: 'csv', label: 'CSV (spreadsheet)' },
  { value: 'pdf', label: 'PDF' },
]

/** The account statement: the ledger between two days, as CSV or PDF. */
export function StatementForm() {
  const [today] = useState(() => istDay(new Date()))
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(StatementQuerySchema, {
    from: `${today.slice(0, 8)}01`,
    to: today,
    format: 'csv',
  })
  const statement = useDownloadStatement()
  const [saved, setSaved] = useState<string | null>(null)

  const onSubmit = handleSubmit((query) => {
    setSaved(null)
    statement.mutate(query, { onSuccess: (fileName) => setSaved(fileName) })
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Account statement">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start">
        <Field label="From" error={errors.from?.message} required>
          <Input type="date" max={today} {...register('from')} />
        </Field>
        <Field label="To" error={errors.to?.message} required>
          <Input type="date" max={today} {...register('to')} />
        </Field>
        <Field label="Format">
          <Select options={FORMATS} {...register('format')} />
        </Field>
        <Button type="submit" className="w-full lg:mt-[1.625rem]" disabled={statement.isPending}>
          <DownloadIcon className="size-4 shrink-0" />
          {statement.isPending ? 'Preparing…' : 'Download'}
        </Button>
      </div>
      {statement.isError && (
        <Alert className="mt-4">{errorMessage(statement.error, WALLET_UI.statementFailed)}</Alert>
      )}
      {saved && (
        <Alert tone="success" className="mt-4">
          Saved {saved}.
        </Alert>
      )}
    </form>
  )
}
