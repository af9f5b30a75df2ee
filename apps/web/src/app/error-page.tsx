import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

/** The router's fallback when a page throws or a loader fails. */
export function ErrorPage() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)

  return (
    <main className="grid min-h-dvh place-items-center bg-white px-6 py-20 text-center">
      <div className="max-w-lg">
        <h1 className="text-3xl text-red-700">Unexpected Application Error!</h1>
        <p className="text-muted mt-4 font-mono text-sm break-words">{detail}</p>
        <Link
          to="/"
          reloadDocument
          className="text-brand-600 mt-8 inline-block font-semibold underline"
        >
          Back To Home
        </Link>
      </div>
    </main>
  )
}
