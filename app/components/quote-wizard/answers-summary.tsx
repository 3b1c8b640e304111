import type { MouseEvent } from 'react'
import {
  PROPERTY_OPTIONS,
  type QuoteValues,
  SERVICE_OPTIONS,
  TIME_FRAME_OPTIONS,
} from '~/domain/quote-wizard-steps'
import { editStepHref } from './fields'

function labelOf(value: string | undefined, options: Record<string, { label: string }>) {
  return value && options[value] ? options[value].label : 'Not answered'
}

/**
 * The answers of steps 1 to 3, shown on step 4 before the contact details, each with an Edit
 * link back to its step. The link is a real link (the wizard's page at that step) so it works
 * without JavaScript; with it, `onEdit` shows the step in place.
 */
export function AnswersSummary({
  values,
  onEdit,
}: {
  values: QuoteValues
  onEdit?: (step: number) => void
}) {
  const rows = [
    { step: 1, term: 'Service', answer: labelOf(values.serviceType, SERVICE_OPTIONS) },
    {
      step: 2,
      term: 'Property',
      answer: `${labelOf(values.propertyType, PROPERTY_OPTIONS)}${values.zipCode ? `, ZIP ${values.zipCode}` : ''}`,
    },
    { step: 3, term: 'When', answer: labelOf(values.timeFrame, TIME_FRAME_OPTIONS) },
    { step: 3, term: 'Size', answer: values.roomCount || 'Not answered' },
  ]

  function edit(event: MouseEvent<HTMLAnchorElement>, step: number) {
    // A new-tab click (ctrl/cmd/shift/middle) opens the page as the link says.
    if (!onEdit || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (event.button !== 0) return
    event.preventDefault()
    onEdit(step)
  }

  return (
    <dl className="divide-y divide-slate-200 rounded-lg bg-slate-50 px-3 text-sm">
      {rows.map((row) => (
        <div key={row.term} className="flex items-baseline gap-3 py-2">
          <dt className="w-20 shrink-0 text-slate-600">{row.term}</dt>
          <dd className="flex-1 font-medium">{row.answer}</dd>
          <dd>
            <a
              href={editStepHref(row.step)}
              onClick={(event) => edit(event, row.step)}
              className="font-semibold text-brand-700 underline hover:text-brand-900"
            >
              Edit<span className="sr-only"> {row.term.toLowerCase()}</span>
            </a>
          </dd>
        </div>
      ))}
    </dl>
  )
}
