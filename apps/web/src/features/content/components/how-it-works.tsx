import { HOW_IT_WORKS } from '../content'
import { ContentIcon } from './content-icon'

/** Browse → unlock with credits → talk to the owner, as a numbered strip. */
export function HowItWorks() {
  return (
    <ol className="grid gap-5 md:grid-cols-3">
      {HOW_IT_WORKS.map((step, i) => (
        <li
          key={step.title}
          className="border-line relative rounded-2xl border bg-white p-6 sm:p-7"
        >
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="bg-brand-700 grid size-12 shrink-0 place-items-center rounded-full text-white"
            >
              <ContentIcon name={step.icon} />
            </span>
            <h3 className="text-lg">
              <span className="text-accent-700 block text-xs font-bold tracking-wider uppercase">
                Step {i + 1}
              </span>
              {step.title}
            </h3>
          </div>
          <p className="text-muted mt-4 leading-relaxed">{step.text}</p>
          {i < HOW_IT_WORKS.length - 1 && (
            <span
              aria-hidden="true"
              className="bg-accent-500 text-brand-900 absolute top-1/2 -right-4 z-10 hidden size-8 -translate-y-1/2 place-items-center rounded-full text-sm font-bold shadow md:grid"
            >
              →
            </span>
          )}
        </li>
      ))}
    </ol>
  )
}
