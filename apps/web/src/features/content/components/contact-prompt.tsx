import { ButtonLink, buttonClass } from '../../../components/ui/button'
import { site, telHref } from '../../../lib/site'
import { BUSINESS_HOURS } from '../content'
import { ContentIcon } from './content-icon'

/** 'Talk to us' band for the service pages: contact page, phone, hours. */
export function ContactPrompt({ title, text }: { title: string; text: string }) {
  return (
    <section className="bg-surface py-14 sm:py-16">
      <div className="container-page">
        <div className="border-line flex flex-col gap-6 rounded-3xl border bg-white p-6 shadow-sm sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-2xl sm:text-3xl">{title}</h2>
            <p className="text-muted mt-3 text-lg leading-relaxed">{text}</p>
            <p className="text-muted mt-3 text-sm">{BUSINESS_HOURS}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/contact" size="lg">
              Contact us
            </ButtonLink>
            <a href={telHref(site.phone)} className={buttonClass('outline', 'lg')}>
              <ContentIcon name="phone" className="size-5" />
              {site.phone}
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
