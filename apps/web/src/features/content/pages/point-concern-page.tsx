import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { cn } from '../../../lib/cn'
import { site } from '../../../lib/site'
import { ContentIcon, IconTile } from '../components/content-icon'
import { ContactPrompt } from '../components/contact-prompt'
import { CHECK_GROUPS, type CheckGroup } from '../point-concern-checks'

function GroupSection({ group, index }: { group: CheckGroup; index: number }) {
  const titleId = `${group.id}-title`
  return (
    <section
      id={group.id}
      aria-labelledby={titleId}
      className={cn('scroll-mt-28 py-14 sm:py-16', index % 2 === 1 && 'bg-surface')}
    >
      <div className="container-page">
        <header className="flex max-w-3xl items-start gap-4">
          <IconTile name={group.icon} tone={index % 2 === 1 ? 'accent' : 'brand'} />
          <div>
            <h2 id={titleId} className="text-2xl sm:text-3xl">
              {group.title}
            </h2>
            <p className="text-muted mt-2 text-lg">{group.intro}</p>
          </div>
        </header>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {group.checks.map((check) => (
            <li key={check.title}>
              <Card className="h-full p-6">
                <h3 className="flex items-start gap-2.5 text-lg">
                  <ContentIcon name="check" className="text-accent-700 mt-1 size-5 shrink-0" />
                  {check.title}
                </h3>
                <p className="text-muted mt-2 leading-relaxed">{check.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function Component() {
  return (
    <>
      <title>{`Point of Concern | ${site.name}`}</title>
      <PageBanner
        title="Point of Concern"
        lead="What to check before you lease or buy a warehouse or godown in India, from the title deed to the turning room for a 32-ft truck."
      />
      <div className="container-page pt-12">
        <div className="border-accent-500 bg-accent-100/60 text-ink flex max-w-4xl gap-4 rounded-2xl border-l-4 p-5 sm:p-6">
          <ContentIcon name="warning" className="text-accent-700 mt-0.5 size-6 shrink-0" />
          <p className="leading-relaxed">
            This checklist is general guidance, not legal advice. Rules differ from state to state;
            for title and agreements, get an opinion from an advocate practising where the property
            is.
          </p>
        </div>
        <nav aria-label="Checklist sections" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {CHECK_GROUPS.map((g) => (
              <li key={g.id}>
                <a
                  href={`#${g.id}`}
                  className="border-line text-brand-700 hover:border-brand-500 hover:bg-brand-50 inline-flex min-h-11 items-center rounded-full border bg-white px-4 py-2 text-sm font-semibold"
                >
                  {g.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {CHECK_GROUPS.map((group, i) => (
        <GroupSection key={group.id} group={group} index={i} />
      ))}
      <ContactPrompt
        title="Want a second pair of eyes?"
        text="Our Legal & Compliance Support and Customized Site Search services use this checklist. Tell us about the property you are considering."
      />
    </>
  )
}
