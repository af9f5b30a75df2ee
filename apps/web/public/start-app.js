/* global document, requestAnimationFrame */
// The only script of a page the server sent already rendered (a visitor's first view; the API's
// web plugin puts it in place of the app's entry). That markup paints first and the app's entry
// (this tag's data-entry) starts after the frame, so its download and start-up do not hold the first
// paint back. The entry then takes the markup over (hydration, src/main.tsx).
const entry = document.querySelector('script[data-entry]')?.dataset.entry
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry)))

// Until the app runs (it marks <html data-app="ready">, src/app/providers.tsx), a form sent early
// would go the browser's way: a GET with its fields in the address, a password included.
document.addEventListener(
  'submit',
  (event) => {
    if (document.documentElement.dataset.app !== 'ready') event.preventDefault()
  },
  true,
)
