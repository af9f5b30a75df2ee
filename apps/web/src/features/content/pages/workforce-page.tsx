import { PageBanner } from '../../../components/ui/page-banner'
import { Section } from '../../../components/ui/section'
import { site } from '../../../lib/site'
import { ContactPrompt } from '../components/contact-prompt'
import { TeamGrid } from '../components/team-grid'

export function Component() {
  return (
    <>
      <title>{`Our Work Force | ${site.name}`}</title>
      <PageBanner
        title="Our Work Force"
        lead={`The people who run ${site.name}: moderating listings, answering seekers and owners, and building the platform.`}
      />
      <Section
        eyebrow="Our team"
        title="Who does what"
        intro="Each of us owns a part of the service. When you write or call, your question goes to the person responsible for it."
      >
        <TeamGrid />
      </Section>
      <ContactPrompt
        title="Talk to the team"
        text="Questions about a listing, your credits or our services? Reach us by phone or through the contact page."
      />
    </>
  )
}
