import type { MouseEvent } from 'react'
import type { QuoteValues } from '~/domain/quote-wizard-steps'
import { type Translate, useLocalePath, useT } from '../i18n'
import { editStepHref } from './fields'

/** A chosen option's words: `quote.<question>.<value>` in app/locales (unknown: not answered). */
function labelOf(t: Translate, question: string, value: string | undefined) {
  const id = `quote.${question}.${value}`
  const words = value ? t(id) : id
  return words === id ? t('quote.summary.notAnswered') : words
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
  const t = useT()
  const to = useLocalePath()
  const property = labelOf(t, 'propertyType', values.propertyType)
  const rows = [
    {
      step: 1,
      term: t('quote.summary.service'),
      answer: labelOf(t, 'serviceType', values.serviceType),
    },
    {
      step: 2,
      term: t('quote.summary.property'),
      answer: values.zipCode
        ? t('quote.summary.propertyAndZip', { property, zip: values.zipCode })
        : property,
    },
    { step: 3, term: t('quote.summary.when'), answer: labelOf(t, 'timeFrame', values.timeFrame) },
    {
      step: 3,
      term: t('quote.summary.size'),
      answer: values.roomCount || t('quote.summary.notAnswered'),
    },
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
              href={to(editStepHref(row.step))}
              onClick={(event) => edit(event, row.step)}
              className="font-semibold text-brand-700 underline hover:text-brand-900"
            >
              {t('quote.summary.edit')}
              <span className="sr-only"> {row.term.toLowerCase()}</span>
            </a>
          </dd>
        </div>
      ))}
    </dl>
  )
}
