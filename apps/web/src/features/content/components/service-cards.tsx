import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'
import { SERVICES } from '../content'
import { IconTile } from './content-icon'

/** The five services as cards; `withMoreLink` fills the sixth cell with a link to /services. */
export function ServiceCards({ withMoreLink }: { withMoreLink?: boolean }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {SERVICES.map((service) => (
        <li key={service.slug}>
          <Card className="hover:border-brand-200 h-full p-6 transition-shadow hover:shadow-lg sm:p-7">
            <IconTile name={service.icon} />
            <h3 className="mt-5 text-xl">{service.title}</h3>
            <p className="text-muted mt-2 leading-relaxed">{service.summary}</p>
          </Card>
        </li>
      ))}
      {withMoreLink && (
        <li>
          <Link
            to="/services"
            className="group from-brand-700 to-brand-800 flex h-full min-h-48 flex-col justify-between rounded-2xl bg-gradient-to-br p-6 text-white shadow-sm sm:p-7"
          >
            <span className="text-accent-400 text-sm font-bold tracking-wider uppercase">
              In depth
            </span>
            <span>
              <span className="block text-xl font-bold">How each service works</span>
              <span className="text-brand-100 mt-2 block leading-relaxed">
                The need it meets, our approach and exactly what it includes.
              </span>
              <span className="text-accent-400 mt-4 flex items-center gap-2 font-semibold">
                Explore our services
                <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
                  →
                </span>
              </span>
            </span>
          </Link>
        </li>
      )}
    </ul>
  )
}
