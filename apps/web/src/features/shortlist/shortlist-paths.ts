/** /compare, or /compare?ids=1,2,3: the comparison a link shares. */
export const COMPARE_PATH = '/compare'

/** `/compare?ids=1,2,3`; with `keepEmpty`, an empty choice stays in the address (`?ids=`). */
export const comparePath = (ids: readonly number[] = [], keepEmpty = false) =>
  ids.length || keepEmpty ? `${COMPARE_PATH}?ids=${ids.join(',')}` : COMPARE_PATH
