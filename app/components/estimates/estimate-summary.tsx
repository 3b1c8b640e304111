/**
 * An estimate read by room and window, with its totals (issue 39): the customer's page, the
 * printed copy and a sent estimate's staff page show this same component, so they read alike.
 */
import { type Translate, useLocale, useT } from '~/components/i18n'
import { formatBasisPoints } from '~/domain/estimate'
import {
  type EstimateLineView,
  type EstimateRoomView,
  type EstimateTotalsView,
  type EstimateView,
  type EstimateWindowView,
  lineInclusionText,
} from '~/domain/estimate-view'
import { formatCents } from '~/domain/pricing'
import { formatDimensions } from '~/domain/pricing/dimensions'
import { WindowPhotoThumbs } from './window-photos'

/** 'Window 2: Left of sofa', or 'Window 2', in the page's language. */
function windowHeading(t: Translate, window: Pick<EstimateWindowView, 'label'>, index: number) {
  return window.label
    ? t('estimate.window.labelled', { number: index + 1, label: window.label })
    : t('estimate.window.numbered', { number: index + 1 })
}

/** '48 1/2" x 72"' (inches and eighths in both languages), or 'Not measured yet'. */
function windowSize(
  t: Translate,
  window: Pick<EstimateWindowView, 'widthEighths' | 'heightEighths'>,
) {
  return window.widthEighths !== null && window.heightEighths !== null
    ? formatDimensions(window.widthEighths, window.heightEighths)
    : t('estimate.window.notMeasured')
}

function LineRow({ line, room }: { line: EstimateLineView; room: EstimateRoomView }) {
  const t = useT()
  const locale = useLocale()
  // An alternative's words are the salesperson's; 'Optional' is the page's.
  const inclusion = line.optional ? t('estimate.line.optional') : lineInclusionText(line, room)
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
            {counted ? t('estimate.line.inTotal') : t('estimate.line.notInTotal')}
          </p>
        ) : null}
        {line.discountCents > 0 ? (
          <p className="text-sm text-green-800">
            {t('estimate.line.discount')}{' '}
            {line.discount?.kind === 'percent' ? formatBasisPoints(line.discount.basisPoints) : ''}{' '}
            −{formatCents(line.discountCents, locale)}
          </p>
        ) : null}
        {line.priceError ? (
          <p className="text-sm font-semibold text-red-800">
            {t('estimate.line.noPrice', { reason: line.priceError })}
          </p>
        ) : null}
      </div>
      <p className={`font-semibold ${counted ? 'text-slate-900' : 'text-slate-600'}`}>
        {counted ? '' : '+'}
        {formatCents(line.netCents, locale)}
      </p>
    </li>
  )
}

export function EstimateRooms({ rooms }: { rooms: readonly EstimateRoomView[] }) {
  const t = useT()
  const locale = useLocale()
  if (!rooms.length) return <p className="mt-3 text-slate-700">{t('estimate.rooms.none')}</p>
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
              {t('estimate.rooms.chooseOne', {
                group: group.name,
                alternatives: group.alternatives
                  .map(
                    (a) =>
                      `${a.label} (${formatCents(a.netCents, locale)})${a.chosen ? t('estimate.rooms.chosen') : ''}`,
                  )
                  .join(', '),
              })}
            </p>
          ))}
          {room.windows.map((window, index) => (
            <div key={window.id} className="mt-3 border-t border-slate-200 pt-2">
              <h4 className="font-semibold text-slate-800">
                {windowHeading(t, window, index)}{' '}
                <span className="font-normal text-slate-700">
                  · {windowSize(t, window)}
                  {window.mountType ? ` · ${t(`estimate.window.mount.${window.mountType}`)}` : ''}
                </span>
              </h4>
              {window.notes ? <p className="text-sm text-slate-700">{window.notes}</p> : null}
              <WindowPhotoThumbs windowId={window.id} heading={windowHeading(t, window, index)} />
              <ul className="divide-y divide-slate-100">
                {window.lines.map((line) => (
                  <LineRow key={line.id} line={line} room={room} />
                ))}
              </ul>
            </div>
          ))}
          {room.lines.length ? (
            <div className="mt-3 border-t border-slate-200 pt-2">
              <h4 className="font-semibold text-slate-800">{t('estimate.rooms.forRoom')}</h4>
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
  const t = useT()
  const locale = useLocale()
  const money = (cents: number) => formatCents(cents, locale)
  const rows: [string, string, boolean?][] = [
    [t('estimate.totals.subtotal'), money(totals.subtotalCents)],
  ]
  if (totals.discountCents > 0)
    rows.push([t('estimate.totals.discount'), `−${money(totals.discountCents)}`])
  rows.push(
    [t('estimate.totals.tax'), money(totals.taxCents)],
    [t('estimate.totals.total'), money(totals.totalCents), true],
  )
  const depositLabel =
    deposit.kind === 'percent'
      ? t('estimate.totals.depositPercent', { percent: formatBasisPoints(deposit.basisPoints) })
      : t('estimate.totals.deposit')
  rows.push([depositLabel, money(totals.depositCents)])
  rows.push([t('estimate.totals.balance'), money(totals.balanceCents)])
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
