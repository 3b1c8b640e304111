/**
 * An order line's written-out specification (app/domain/order-specification.ts) as a list of
 * labels and values: the staff order page, the customer's order page and the printable work
 * order all show a line through this.
 */
import type { LineSpecification } from '~/domain/order-specification'

type Props = {
  spec: LineSpecification
  /** Rows left out (e.g. the customer page shows the prices beside the list). */
  omit?: readonly LineSpecification['rows'][number]['key'][]
  className?: string
  /** Denser for print. */
  compact?: boolean
}

export function LineSpecificationList({ spec, omit = [], className = '', compact = false }: Props) {
  const rows = spec.rows.filter((r) => !omit.includes(r.key))
  return (
    <dl
      className={`grid ${
        compact
          ? 'grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm print:gap-y-0 print:text-[8.5pt] print:leading-tight'
          : // On a phone each label sits above its value.
            'grid-cols-1 gap-x-4 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-y-1'
      } ${className}`}
      data-testid="line-specification"
    >
      {rows.map((row, index) => (
        <div key={`${row.key}-${index}`} className="contents">
          <dt className="font-semibold text-slate-600 print:text-black">{row.label}</dt>
          <dd
            className={`break-words text-slate-900 print:text-black ${compact ? '' : 'mb-1 sm:mb-0'}`}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Every line of an order, numbered, each with its specification. */
export function OrderSpecification({
  lines,
  compact = false,
}: {
  lines: readonly { spec: LineSpecification }[]
  compact?: boolean
}) {
  return (
    // Printed, several lines share the sheet two abreast, so an order stays on one page.
    <ol
      className={
        compact
          ? `space-y-2 ${lines.length > 1 ? 'print:grid print:grid-cols-2 print:gap-2 print:space-y-0' : ''}`
          : 'space-y-4'
      }
    >
      {lines.map((line, index) => (
        <li
          key={index}
          className={`break-inside-avoid rounded-lg border border-slate-200 ${
            compact ? 'p-2 print:rounded-none print:border-slate-400 print:p-1.5' : 'p-3'
          }`}
        >
          <p className={`font-bold text-slate-900 ${compact ? 'text-sm print:text-[9pt]' : ''}`}>
            {index + 1}. {line.spec.title}
          </p>
          <LineSpecificationList spec={line.spec} compact={compact} className="mt-1" />
        </li>
      ))}
    </ol>
  )
}
