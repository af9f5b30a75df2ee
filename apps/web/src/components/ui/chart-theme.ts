/** The charts' look (recharts), shared by the admin dashboard and the market insight page. */

// The theme's colours (src/index.css): SVG attributes take plain values.
export const CHART_COLOR = {
  brand: '#1f5482',
  brandLight: '#eef5fb',
  accent: '#f59e0b',
  green: '#059669',
  grid: '#dde3ea',
  muted: '#52606d',
} as const

export const CHART_TICK = { fontSize: 12, fill: CHART_COLOR.muted }

export const CHART_TOOLTIP_STYLE = {
  borderRadius: 12,
  border: `1px solid ${CHART_COLOR.grid}`,
  boxShadow: '0 8px 24px rgb(15 43 70 / 0.12)',
  fontSize: 13,
}
