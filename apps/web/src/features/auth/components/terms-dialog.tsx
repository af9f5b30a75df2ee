import { useId, useState, type MouseEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Tabs } from '../../../components/ui/tabs'
import type { DocSection } from '../../../components/legal/doc-section'
import { PRIVACY_SECTIONS } from '../../../components/legal/privacy-sections'
import { TERMS_SECTIONS } from '../../../components/legal/terms-sections'

type TabId = 'terms' | 'privacy'

function Sections({ sections }: { sections: DocSection[] }) {
  const prefix = useId()
  return (
    <div className="prose-page">
      {sections.map((s, i) => (
        <section key={s.id} aria-labelledby={`${prefix}-${s.id}`}>
          <h3 id={`${prefix}-${s.id}`}>
            {i + 1}. {s.title}
          </h3>
          {s.body}
        </section>
      ))}
    </div>
  )
}

/**
 * The registration terms: Terms and Privacy tabs; 'I Agree' closes the dialog and ticks the
 * agreement box (the caller does the ticking in onAgree).
 */
export function TermsDialog({
  open,
  onClose,
  onAgree,
}: {
  open: boolean
  onClose: () => void
  onAgree: () => void
}) {
  const [tab, setTab] = useState<TabId>('terms')

  // Links inside the documents must not navigate away from a half-filled registration:
  // the two documents switch tabs, anything else on this site opens in a new tab.
  const keepHere = (e: MouseEvent) => {
    const link = (e.target as Element).closest('a')
    if (!link || link.origin !== window.location.origin) return
    e.preventDefault()
    if (link.pathname === '/privacy') setTab('privacy')
    else if (link.pathname === '/terms') setTab('terms')
    else window.open(link.href, '_blank', 'noopener')
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Terms and Privacy"
      className="sm:max-w-3xl"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onAgree}>I Agree</Button>
        </>
      }
    >
      {/* Capturing: a link's own navigation then sees defaultPrevented and stands down. */}
      <div onClickCapture={keepHere}>
        <Tabs
          label="Documents"
          value={tab}
          onValueChange={(id) => setTab(id as TabId)}
          items={[
            { id: 'terms', label: 'Terms', content: <Sections sections={TERMS_SECTIONS} /> },
            { id: 'privacy', label: 'Privacy', content: <Sections sections={PRIVACY_SECTIONS} /> },
          ]}
          panelClassName="mt-4 max-h-[50dvh] overflow-y-auto pr-2 [&_section:first-child>h3]:mt-0"
        />
      </div>
    </Dialog>
  )
}
