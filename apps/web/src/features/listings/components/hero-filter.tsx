import { useNavigate } from 'react-router'
import { PropertyFilter } from './property-filter'
import { filterToParams } from '../filter-query'

/** The hero's filter: goes to /property with only the filters that were chosen. */
export function HeroFilter() {
  const navigate = useNavigate()
  return (
    <div className="text-ink mt-8 rounded-2xl bg-white p-5 shadow-xl shadow-black/20 sm:p-6">
      <h2 className="text-lg">Find a property</h2>
      <PropertyFilter
        className="mt-4"
        onSubmit={(values) => {
          const query = filterToParams(values).toString()
          void navigate(query ? `/property?${query}` : '/property')
        }}
      />
    </div>
  )
}
