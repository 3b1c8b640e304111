/**
 * The reports' charts (issue 42): visx scales and shapes rendered on the server as SVG, so they
 * show without JavaScript and ship no charting code to the browser beyond what React renders.
 * Each chart is a picture (role="img" with a title naming what it shows); the numbers are in the
 * table each report puts beside it, for screen readers and for copying.
 *
 * Sizes are a fixed viewBox scaled to the column's width: nothing moves when the page loads.
 * Colours: the Okabe–Ito palette, told apart by people with any colour vision, with text labels.
 */
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar, LinePath } from '@visx/shape'
import { useId } from 'react'

export const CHART_COLOURS = {
  blue: '#0072B2',
  vermillion: '#D55E00',
  green: '#009E73',
  orange: '#E69F00',
  sky: '#56B4E9',
  purple: '#CC79A7',
} as const

const WIDTH = 640
const MARGIN = { top: 16, right: 16, bottom: 36, left: 72 }
const AXIS_TEXT = { fontSize: 12, fill: '#334155', fontFamily: 'inherit' } as const

function Frame({
  title,
  height,
  children,
}: {
  title: string
  height: number
  children: React.ReactNode
}) {
  const id = useId()
  return (
    <svg
      role="img"
      aria-labelledby={id}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      className="h-auto w-full max-w-full"
    >
      <title id={id}>{title}</title>
      {children}
    </svg>
  )
}

export type Series = { name: string; colour: string; values: readonly number[] }

/**
 * Lines over time: one per series, on a shared axis starting at 0 (or below, for a negative net).
 * `labels` name the points (days, weeks or months); only some are written under the axis.
 */
export function LineChart({
  title,
  labels,
  series,
  formatValue,
  height = 260,
}: {
  title: string
  labels: readonly string[]
  series: readonly Series[]
  formatValue: (value: number) => string
  height?: number
}) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right
  const innerHeight = height - MARGIN.top - MARGIN.bottom
  const all = series.flatMap((s) => s.values)
  const max = Math.max(1, ...all)
  const min = Math.min(0, ...all)
  const x = scaleBand({ domain: labels.map((_, i) => i), range: [0, innerWidth], padding: 0 })
  const y = scaleLinear({ domain: [min, max], range: [innerHeight, 0], nice: true })
  const xOf = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2
  const every = Math.max(1, Math.ceil(labels.length / 6))
  return (
    <Frame title={title} height={height}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {y.ticks(4).map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={innerWidth}
            y1={y(tick)}
            y2={y(tick)}
            stroke="#e2e8f0"
            strokeWidth={1}
          />
        ))}
        {series.map((s) => (
          <LinePath
            key={s.name}
            data={s.values.map((value, i) => ({ value, i }))}
            x={(d) => xOf(d.i)}
            y={(d) => y(d.value)}
            stroke={s.colour}
            strokeWidth={2.5}
          />
        ))}
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={(v) => formatValue(Number(v))}
          tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: 'end', dx: -4, dy: 4 })}
          stroke="#94a3b8"
          tickStroke="#94a3b8"
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={labels.map((_, i) => i).filter((i) => i % every === 0)}
          tickFormat={(i) => labels[Number(i)] ?? ''}
          tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: 'middle' })}
          stroke="#94a3b8"
          tickStroke="#94a3b8"
        />
      </Group>
    </Frame>
  )
}

export type BarDatum = { label: string; value: number }

/** Horizontal bars, largest first as given, each with its label and value written beside it. */
export function BarChart({
  title,
  data,
  formatValue,
  colour = CHART_COLOURS.blue,
}: {
  title: string
  data: readonly BarDatum[]
  formatValue: (value: number) => string
  colour?: string
}) {
  const rowHeight = 28
  const labelWidth = 180
  const valueWidth = 110
  const height = Math.max(1, data.length) * rowHeight + 8
  const barSpace = WIDTH - labelWidth - valueWidth
  const x = scaleLinear({
    domain: [0, Math.max(1, ...data.map((d) => d.value))],
    range: [0, barSpace],
  })
  return (
    <Frame title={title} height={height}>
      {data.map((d, i) => {
        const top = i * rowHeight + 4
        const width = Math.max(0, x(d.value))
        return (
          <g key={d.label}>
            <text x={labelWidth - 8} y={top + 18} textAnchor="end" {...AXIS_TEXT}>
              {d.label.length > 24 ? `${d.label.slice(0, 23)}…` : d.label}
            </text>
            <Bar
              x={labelWidth}
              y={top + 4}
              width={width}
              height={rowHeight - 10}
              fill={colour}
              rx={3}
            />
            <text x={labelWidth + width + 6} y={top + 18} {...AXIS_TEXT}>
              {formatValue(d.value)}
            </text>
          </g>
        )
      })}
    </Frame>
  )
}

/** The funnel: one bar per step, as wide as its count against the first, centred. */
export function FunnelChart({
  title,
  steps,
}: {
  title: string
  steps: readonly { label: string; count: number }[]
}) {
  const rowHeight = 40
  const height = steps.length * rowHeight + 8
  const first = Math.max(1, steps[0]?.count ?? 1)
  const x = scaleLinear({ domain: [0, first], range: [0, WIDTH - 40] })
  const palette = [
    CHART_COLOURS.blue,
    CHART_COLOURS.sky,
    CHART_COLOURS.green,
    CHART_COLOURS.orange,
    CHART_COLOURS.vermillion,
    CHART_COLOURS.purple,
  ]
  return (
    <Frame title={title} height={height}>
      {steps.map((step, i) => {
        const width = Math.max(2, x(step.count))
        const top = i * rowHeight + 4
        return (
          <g key={step.label}>
            <Bar
              x={(WIDTH - width) / 2}
              y={top}
              width={width}
              height={rowHeight - 8}
              fill={palette[i % palette.length]}
              rx={4}
            />
            <text
              x={WIDTH / 2}
              y={top + rowHeight / 2}
              textAnchor="middle"
              fontSize={14}
              fontWeight={700}
              fill="#0f172a"
              stroke="#ffffff"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {step.label}: {step.count}
            </text>
          </g>
        )
      })}
    </Frame>
  )
}
