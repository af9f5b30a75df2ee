import { formatCount, formatPaise, formatPaiseCompact } from '@app/contract/numbers'
import type { Stats } from '@app/contract/admin'
import { useId } from 'react'
import {
  Area,
  AreaChart,
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
import { CHART_COLOR, CHART_TICK, CHART_TOOLTIP_STYLE } from '../../../components/ui/chart-theme'
import { formatSeriesDay, formatSeriesDayLong } from '../admin-format'

/**
 * The dashboard's drawings (recharts), in their own chunk: only the dashboard loads it, after its
 * figures are on screen. Each sits in a ChartFigure, which gives it words and a table.
 */

const COLOR = CHART_COLOR
const TICK = CHART_TICK
const TOOLTIP_STYLE = CHART_TOOLTIP_STYLE

type Day = Stats['series'][number]
export type SeriesMetric = 'signups' | 'top_ups_paise' | 'unlocks'

const METRIC: Record<SeriesMetric, { name: string; money: boolean; color: string }> = {
  signups: { name: 'Sign-ups', money: false, color: COLOR.brand },
  top_ups_paise: { name: 'Top-ups', money: true, color: COLOR.accent },
  unlocks: { name: 'Unlocks', money: false, color: COLOR.green },
}

const axisValue = (money: boolean) => (v: number) =>
  money ? formatPaiseCompact(v) : formatCount(v)

/** The least top of a value axis, so that a quiet window still has a readable scale (₹1,000 / 4). */
const MIN_TOP = { money: 100_000, count: 4 }
/** Beyond this many days a line shows no dot per day. */
const DOTS_UP_TO_DAYS = 14

/** One daily series as bars (sign-ups), a filled area (money in) or a line (unlocks). */
export function SeriesChart({
  series,
  metric,
  kind,
}: {
  series: Day[]
  metric: SeriesMetric
  kind: 'bar' | 'area' | 'line'
}) {
  const gradient = useId().replace(/:/g, '')
  const { name, money, color } = METRIC[metric]
  const format = money ? formatPaise : formatCount
  const common = {
    data: series,
    margin: { top: 8, right: 12, bottom: 0, left: 0 },
    accessibilityLayer: false,
  }
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke={COLOR.grid} strokeDasharray="3 3" />
      <XAxis
        dataKey="date"
        tickFormatter={formatSeriesDay}
        tick={TICK}
        tickLine={false}
        axisLine={{ stroke: COLOR.grid }}
        minTickGap={18}
      />
      <YAxis
        allowDecimals={false}
        domain={[0, (top: number) => Math.max(top, money ? MIN_TOP.money : MIN_TOP.count)]}
        tickFormatter={axisValue(money)}
        tick={TICK}
        tickLine={false}
        axisLine={false}
        width={money ? 56 : 36}
      />
      <Tooltip
        labelFormatter={(label) => formatSeriesDayLong(String(label))}
        formatter={(value) => [format(Number(value)), name]}
        contentStyle={TOOLTIP_STYLE}
        cursor={kind === 'bar' ? { fill: COLOR.brandLight } : { stroke: COLOR.grid }}
      />
    </>
  )

  return (
    <ResponsiveContainer width="100%" height="100%">
      {kind === 'bar' ? (
        <BarChart {...common}>
          {axes}
          <Bar
            dataKey={metric}
            name={name}
            fill={color}
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
        </BarChart>
      ) : kind === 'area' ? (
        <AreaChart {...common}>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity={0.35} />
              <stop offset="100%" stopColor={color} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          {axes}
          <Area
            type="monotone"
            dataKey={metric}
            name={name}
            stroke={color}
            strokeWidth={2}
            fill={`url(#${gradient})`}
            isAnimationActive={false}
          />
        </AreaChart>
      ) : (
        <LineChart {...common}>
          {axes}
          <Line
            type="monotone"
            dataKey={metric}
            name={name}
            stroke={color}
            strokeWidth={2.5}
            dot={series.length <= DOTS_UP_TO_DAYS ? { r: 2.5, fill: color } : false}
            activeDot={{ r: 5 }}
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </ResponsiveContainer>
  )
}

/** The longest state name a tick shows whole; longer ones end in an ellipsis. */
const STATE_TICK_CHARS = 18
const shortState = (name: string) =>
  name.length > STATE_TICK_CHARS ? `${name.slice(0, STATE_TICK_CHARS - 1)}…` : name

/** Published listings per state, most first, as horizontal bars. */
export function StateChart({ states }: { states: Stats['listings_by_state'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        layout="vertical"
        data={states}
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={COLOR.grid} strokeDasharray="3 3" />
        <XAxis
          type="number"
          allowDecimals={false}
          tick={TICK}
          tickLine={false}
          axisLine={{ stroke: COLOR.grid }}
        />
        <YAxis
          type="category"
          dataKey="state"
          tickFormatter={shortState}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={140}
          interval={0}
        />
        <Tooltip
          formatter={(value) => [formatCount(Number(value)), 'Published listings']}
          contentStyle={TOOLTIP_STYLE}
          cursor={{ fill: COLOR.brandLight }}
        />
        <Bar
          dataKey="count"
          fill={COLOR.brand}
          radius={[0, 4, 4, 0]}
          maxBarSize={22}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  )
}
