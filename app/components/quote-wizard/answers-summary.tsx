import {
  PROPERTY_OPTIONS,
  type QuoteValues,
  SERVICE_OPTIONS,
  TIME_FRAME_OPTIONS,
} from '~/domain/quote-wizard'

function labelOf(value: string | undefined, options: Record<string, { label: string }>) {
  return value && options[value] ? options[value].label : 'Not answered'
}

/** The answers of steps 1 to 3, shown on step 4 before the contact details. */
export function AnswersSummary({ values }: { values: QuoteValues }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      <dt className="text-slate-600">Service</dt>
      <dd className="font-medium">{labelOf(values.serviceType, SERVICE_OPTIONS)}</dd>
      <dt className="text-slate-600">Property</dt>
      <dd className="font-medium">
        {labelOf(values.propertyType, PROPERTY_OPTIONS)}
        {values.zipCode ? `, ZIP ${values.zipCode}` : ''}
      </dd>
      <dt className="text-slate-600">When</dt>
      <dd className="font-medium">{labelOf(values.timeFrame, TIME_FRAME_OPTIONS)}</dd>
      <dt className="text-slate-600">Size</dt>
      <dd className="font-medium">{values.roomCount || 'Not answered'}</dd>
    </dl>
  )
}
