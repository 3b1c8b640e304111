/**
 * An estimate read by room and window, with its totals (issue 39): the customer's page, the
 * printed copy and a sent estimate's staff page show this same component, so they read alike.
 */
import { formatBasisPoints } from '~/domain/estimate'
import {
  type EstimateLineView,
  type EstimateRoomView,
  type EstimateTotalsView,
  type EstimateView,
  lineInclusionText,
  MOUNT_LABELS,
  windowHeading,
  windowSize,
} from '~/domain/estimate-view'
import { formatCents } from '~/domain/pricing'
import { WindowPhotoThumbs } from './window-photos'

function LineRow({ line, room }: { line: EstimateLineView; room: EstimateRoomView }) {
  const inclusion = lineInclusionText(line, room)
  const counted = line.included
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2 print:py-1">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {line.title}
          {line.quantity > 1 ? <span className="font-normal"> × {line.quantity}</span> : null}
        </p>
        {line.details ? <p className="text-sm text-slate-700">{line.details}</p> : null}
        {inclusion ? (
          <p className="text-sm text-slate-700">
            {inclusion}
            {counted ? ' (in the total)' : ' (not in the total)'}
          </p>
        ) : null}
        {line.discountCents > 0 ? (
          <p className="text-sm text-green-800">
            Discount{' '}
            {line.discount?.kind === 'percent' ? formatBasisPoints(line.discount.basisPoints) : ''}{' '}
            −{formatCents(line.discountCents)}
          </p>
        ) : null}
        {line.priceError ? (
          <p className="text-sm font-semibold text-red-800">No price yet: {line.priceError}</p>
        ) : null}
      </div>
      <p className={`font-semibold ${counted ? 'text-slate-900' : 'text-slate-600'}`}>
        {counted ? '' : '+'}
        {formatCents(line.netCents)}
      </p>
    </li>
  )
}

export function EstimateRooms({ rooms }: { rooms: readonly EstimateRoomView[] }) {
  if (!rooms.length) return <p className="mt-3 text-slate-700">No rooms yet.</p>
  return (
    <div className="mt-3 space-y-4 print:space-y-2">
      {rooms.map((room) => (
        <section
          key={room.id}
          aria-labelledby={`summary-room-${room.id}`}
          className="rounded-lg border border-slate-200 bg-white p-4 print:break-inside-avoid print:border-slate-400 print:p-2"
        >
          <h3
            id={`summary-room-${room.id}`}
            className="text-lg font-bold text-brand-900 print:text-base"
          >
            {room.name}
          </h3>
          {room.groups.map((group) => (
            <p key={group.id} className="mt-1 text-sm text-slate-700">
              {group.name}: choose one of{' '}
              {group.alternatives
                .map((a) => `${a.label} (${formatCents(a.netCents)})${a.chosen ? ', chosen' : ''}`)
                .join(', ')}
              .
            </p>
          ))}
          {room.windows.map((window, index) => (
            <div key={window.id} className="mt-3 border-t border-slate-200 pt-2">
              <h4 className="font-semibold text-slate-800">
                {windowHeading(window, index)}{' '}
                <span className="font-normal text-slate-700">
                  · {windowSize(window)}
                  {window.mountType ? ` · ${MOUNT_LABELS[window.mountType]}` : ''}
                </span>
              </h4>
              {window.notes ? <p className="text-sm text-slate-700">{window.notes}</p> : null}
              <WindowPhotoThumbs windowId={window.id} heading={windowHeading(window, index)} />
              <ul className="divide-y divide-slate-100">
                {window.lines.map((line) => (
                  <LineRow key={line.id} line={line} room={room} />
                ))}
              </ul>
            </div>
          ))}
          {room.lines.length ? (
            <div className="mt-3 border-t border-slate-200 pt-2">
              <h4 className="font-semibold text-slate-800">For the room</h4>
              <ul className="divide-y divide-slate-100">
                {room.lines.map((line) => (
                  <LineRow key={line.id} line={line} room={room} />
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ))}
    </div>
  )
}

/** Subtotal, discount, tax, total, and the deposit asked with the balance after it. */
export function EstimateTotals({
  totals,
  deposit,
  id = 'estimate-totals',
}: {
  totals: EstimateTotalsView
  deposit: EstimateView['deposit']
  id?: string
}) {
  const rows: [string, string, boolean?][] = [['Subtotal', formatCents(totals.subtotalCents)]]
  if (totals.discountCents > 0) rows.push(['Discount', `−${formatCents(totals.discountCents)}`])
  rows.push(['Tax', formatCents(totals.taxCents)], ['Total', formatCents(totals.totalCents), true])
  const depositLabel =
    deposit.kind === 'percent' ? `Deposit (${formatBasisPoints(deposit.basisPoints)})` : 'Deposit'
  rows.push([depositLabel, formatCents(totals.depositCents)])
  rows.push(['Balance on completion', formatCents(totals.balanceCents)])
  return (
    <dl
      data-testid={id}
      className="grid grid-cols-[1fr_max-content] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 print:border-slate-400 print:p-2"
    >
      {rows.map(([label, value, strong]) => (
        <div key={label} className="contents">
          <dt className={strong ? 'font-bold text-slate-900' : 'text-slate-700'}>{label}</dt>
          <dd className={`text-right ${strong ? 'font-bold text-slate-900' : 'text-slate-900'}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
