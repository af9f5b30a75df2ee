import { formatRupees, formatRupeesExact } from '@app/contract/numbers'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import {
  CHART_COLOR as COLOR,
  CHART_TICK as TICK,
  CHART_TOOLTIP_STYLE as TOOLTIP_STYLE,
} from '../../../components/ui/chart-theme'
import { monthLabel } from '../rates-view'

/**
 * The insight page's drawings (recharts), in their own chunk, loaded after the table. Each sits
 * in a ChartFigure, which gives it words and a table for screen readers.
 */

/** One bar: a place's median, with its middle half for the tooltip. */
export interface MedianBar {
  name: string
  median: number
  p25: number
  p75: number
}

/** The longest place name a tick shows whole; longer ones end in an ellipsis. */
const NAME_TICK_CHARS = 14
const shortName = (name: string) =>
  name.length > NAME_TICK_CHARS ? `${name.slice(0, NAME_TICK_CHARS - 1)}…` : name

/** Whole rupees on an axis (₹16, ₹1,200), paise only where a tick needs them (₹2.50). */
const axisRupees = (v: number) => (Number.isInteger(v) ? formatRupees(v) : formatRupeesExact(v))

/** The median of each place, as horizontal bars in the table's order. */
export function MedianChart({ bars }: { bars: MedianBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        layout="vertical"
        data={bars}
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={COLOR.grid} strokeDasharray="3 3" />
        <XAxis
          type="number"
          tickFormatter={axisRupees}
          tick={TICK}
          tickLine={false}
          axisLine={{ stroke: COLOR.grid }}
          minTickGap={12}
        />
        <YAxis
          type="category"
          dataKey="name"
          tickFormatter={shortName}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={104}
          interval={0}
        />
        <Tooltip
          formatter={(value, _name, item) => {
            const bar = item.payload as MedianBar
            return [
              `${formatRupeesExact(Number(value))} (middle half ${formatRupeesExact(bar.p25)}–${formatRupeesExact(bar.p75)})`,
              'Median',
            ]
          }}
          contentStyle={TOOLTIP_STYLE}
          cursor={{ fill: COLOR.brandLight }}
        />
        <Bar
          dataKey="median"
          fill={COLOR.brand}
          radius={[0, 4, 4, 0]}
          maxBarSize={22}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  )
}

/** The median of each month's new listings, as a line. */
export function TrendChart({ points }: { points: { month: string; median_rate: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart
        data={points}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke={COLOR.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="month"
          tickFormatter={monthLabel}
          tick={TICK}
          tickLine={false}
          axisLine={{ stroke: COLOR.grid }}
          minTickGap={18}
        />
        <YAxis
          tickFormatter={axisRupees}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={64}
          domain={['auto', 'auto']}
        />
        <Tooltip
          labelFormatter={(label) => monthLabel(String(label))}
          formatter={(value) => [formatRupeesExact(Number(value)), 'Median']}
          contentStyle={TOOLTIP_STYLE}
          cursor={{ stroke: COLOR.grid }}
        />
        <Line
          type="monotone"
          dataKey="median_rate"
          stroke={COLOR.accent}
          strokeWidth={2.5}
          dot={{ r: 3, fill: COLOR.accent }}
          activeDot={{ r: 5 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  )
}
