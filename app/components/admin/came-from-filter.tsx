import { sourceLabel } from '~/domain/arrival'
import { formatCalendarDate } from '~/domain/business-time'

/**
 * The filters a report's figure opens a list with (where the customer came from, the days
 * they arrived): said in words, and kept as hidden fields when the list's form is sent again.
 */
export function CameFromFilter({
  cameFrom,
  from,
  to,
}: {
  cameFrom?: string
  from?: { name: string; value?: string }
  to?: { name: string; value?: string }
}) {
  if (!cameFrom && !from?.value && !to?.value) return null
  const day = (d: string) => formatCalendarDate(d, 'MMM d, yyyy')
  return (
    <p className="w-full text-sm text-slate-700">
      {cameFrom ? <input type="hidden" name="cameFrom" value={cameFrom} /> : null}
      {from?.value ? <input type="hidden" name={from.name} value={from.value} /> : null}
      {to?.value ? <input type="hidden" name={to.name} value={to.value} /> : null}
      Only those
      {cameFrom ? ` that came from ${sourceLabel(cameFrom)}` : ''}
      {from?.value ? ` arrived from ${day(from.value)}` : ''}
      {to?.value ? ` to ${day(to.value)}` : ''} (from the reports).
    </p>
  )
}
