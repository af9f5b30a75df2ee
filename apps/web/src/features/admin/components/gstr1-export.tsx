import { DownloadIcon } from 'lucide-react'
import { GST_FIRST_MONTH, GSTR1_SECTIONS, type Gstr1Section } from '@app/contract/gst'
import { Gstr1QuerySchema } from '@app/contract/admin'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/field'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/form-errors'
import { ADMIN_UI } from '../admin-ui'
import { useDownloadGstr1 } from '../api/download-gstr1'

const SECTION_LABEL: Record<Gstr1Section, string> = {
  b2b: 'B2B (by GSTIN)',
  b2cs: 'B2C small (by state)',
}

/** Last month in India, `YYYY-MM`: the month a GSTR-1 is usually filed for. */
function lastMonth(now = new Date()) {
  const india = new Date(now.getTime() + 330 * 60_000)
  india.setUTCDate(1)
  india.setUTCMonth(india.getUTCMonth() - 1)
  return india.toISOString().slice(0, 7)
}

/**
 * GSTR-1 for a month (decision 046): the b2b and b2cs sections as the GST portal's offline tool
 * imports them, one CSV each. The month is checked as the API checks it.
 */
export function Gstr1Export() {
  const [month, setMonth] = useState(lastMonth)
  const [problem, setProblem] = useState<string | undefined>()
  const download = useDownloadGstr1()
  const toast = useToast()
  const save = (section: Gstr1Section) => {
    const query = Gstr1QuerySchema.safeParse({ month, section })
    if (!query.success) {
      setProblem(query.error.issues[0]?.message)
      return
    }
    setProblem(undefined)
    download.mutate(query.data, {
      onError: (error) => toast.error(errorMessage(error, ADMIN_UI.actionFailed)),
    })
  }
  return (
    <section
      aria-labelledby="gstr1-title"
      className="border-line rounded-xl border bg-white p-4 sm:p-5"
    >
      <h2 id="gstr1-title" className="text-lg">
        {ADMIN_UI.gstr1Title}
      </h2>
      <p className="text-muted mt-1 text-sm">{ADMIN_UI.gstr1Lead}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Field label="Month" error={problem} className="w-44">
          <Input
            type="month"
            min={GST_FIRST_MONTH}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
          />
        </Field>
        {GSTR1_SECTIONS.map((section) => (
          <Button
            key={section}
            variant="outline"
            disabled={download.isPending}
            onClick={() => save(section)}
          >
            <DownloadIcon className="size-4 shrink-0" />
            {SECTION_LABEL[section]} CSV
          </Button>
        ))}
      </div>
    </section>
  )
}
