/* global document, requestAnimationFrame, MutationObserver, HTMLButtonElement, Element */
// The only script of a page the server sent already rendered (a visitor's first view; the API's
// web plugin puts it in place of the app's entry). That markup paints first and the app's entry
// (this tag's data-entry) starts after the frame, so its download and start-up do not hold the first
// paint back. The entry then takes the markup over (hydration, src/main.tsx).
const entry = document.querySelector('script[data-entry]')?.dataset.entry
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry)))

const root = document.documentElement
// The app marks <html data-app="starting"> as React takes the markup over (src/main.tsx: from
// then on React answers a press itself, hydrating first) and "ready" once it runs
// (src/app/providers.tsx).
const appRuns = () => root.dataset.app === 'ready'
const reactListens = () => root.dataset.app !== undefined

// Until the app runs, a form sent early would go the browser's way: a GET with its fields in the
// address, a password included. It is held, and sent again (below) once the app runs.
document.addEventListener(
  'submit',
  (event) => {
    if (!appRuns()) event.preventDefault()
  },
  true,
)

// Links work from the first paint (the browser follows them); a button does nothing until the
// app runs (the menu, 'Post Properties for free'...). A button pressed early is remembered, its
// position in the page too (a page the app renders afresh has new elements in the same places),
// and pressed again once the app runs: the press is not lost (issue 25, decision 040).
const pressed = []

/** The element's path from <body>: the indexes of it and its parents among their siblings. */
function pathOf(element) {
  const path = []
  for (let node = element; node && node !== document.body; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node))
  return path
}

function byPath(path) {
  let node = document.body
  for (const index of path) node = node?.children[index]
  return node
}

document.addEventListener(
  'click',
  (event) => {
    if (reactListens() || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!(button instanceof HTMLButtonElement) || button.disabled) return
    // Only the last press counts: a second tap on the menu button must not close it again.
    pressed.splice(0, pressed.length, { button, path: pathOf(button) })
  },
  true,
)

function replay() {
  for (const { button, path } of pressed.splice(0)) {
    const target = button.isConnected ? button : byPath(path)
    if (!(target instanceof HTMLButtonElement) || target.disabled) continue
    target.click()
  }
}

new MutationObserver(() => appRuns() && replay()).observe(root, {
  attributes: true,
  attributeFilter: ['data-app'],
})
