// Long (over 400 lines): one order's staff page; its action has an intent per change, each a call to orders/staff.server.ts; to be split by section.
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import {
  Badge,
  CustomerLanguageForm,
  DetailList,
  LanguageBadge,
  statusTone,
} from '~/components/admin/inbox'
import { JobPayments } from '~/components/admin/job-payments'
import { adminMeta } from '~/components/admin/meta'
import { OrderRefunds } from '~/components/admin/order-refunds'
import {
  OrderHistory,
  OrderProgress,
  type WorkflowActionData,
} from '~/components/admin/order-workflow'
import { TextThread } from '~/components/admin/text-thread'
import { JobSpecification } from '~/components/orders/job-specification'
import { OrderSpecification } from '~/components/orders/line-specification'
import { telHref } from '~/content/business'
import {
  CUSTOMER_LANGUAGE_LABELS,
  customerLanguageSchema,
  ORDER_KIND_LABELS,
} from '~/domain/admin-inbox'
import { businessDate, businessDateTimeShort } from '~/domain/business-time'
import { customerPageUrl } from '~/domain/dashboard'
import { installationRefundPrefill, installationWarning } from '~/domain/installation-warning'
import { offlinePaymentSchema, voidPaymentSchema } from '~/domain/installed-job'
import { moveSchema, noteSchema, validateMove } from '~/domain/order-move-rules'
import { formatPhone } from '~/domain/phone'
import { formatCents } from '~/domain/pricing'
import { newRefundNonce, refundFormSchema } from '~/domain/refunds'
import { can } from '~/domain/staff-access'
import { notFound, refused, samePage } from '~/server/admin/admin-forms.server'
import { auditEvents } from '~/server/admin/audit-log.server'
import { requireAdmin } from '~/server/auth/auth.server'
import {
  customerLanguageOf,
  setCustomerLanguage,
} from '~/server/customers/customer-language.server'
import { balanceOf, jobPayments } from '~/server/orders/installed-job.server'
import {
  offlinePaymentsOf,
  recordOfflinePayment,
  voidOfflinePayment,
} from '~/server/orders/offline-payments.server'
import { getOrderRefunds, refundOrder } from '~/server/orders/refunds.server'
import { getOrderForStaff } from '~/server/orders/staff.server'
import { addOrderNote, getOrderWorkflow, moveOrder } from '~/server/orders/workflow.server'
import { pathId, readForm } from '~/server/platform/http.server'
import { redirectWithToast } from '~/server/platform/toast.server'
import { textThread } from '~/server/sms/inbound.server'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Order ${data.order.number}` : 'Order not found')

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = pathId(params.orderId) ?? notFound()
  const order = getOrderForStaff(id) ?? notFound()
  const workflow = getOrderWorkflow(id) ?? notFound()
  // With what the signed-in person may still refund on this order (null: no limit).
  const refunds = getOrderRefunds(id, admin) ?? notFound()
  // "Refund the installation" (?refund=installation): the refund form opens prefilled with the
  // installation's amount and why; staff confirm it, and the action's limits apply as ever.
  const prefill =
    new URL(request.url).searchParams.get('refund') === 'installation' && refunds.offer.offered
      ? installationRefundPrefill(order.totals.installationCents, refunds.offer.maxCents)
      : null
  const row = order.kind === 'installed-job' ? { id, totalCents: order.totals.totalCents } : null
  // An installed job: its specification as accepted, and its money by the one balance rule.
  const job = row
    ? {
        specification: order.specification,
        balance: balanceOf(row),
        card: jobPayments(id),
        offline: offlinePaymentsOf(id),
        mayRecord: can(admin.role, 'payments'),
        nonce: newRefundNonce(),
        today: businessDate(),
      }
    : null
  return {
    order,
    workflow,
    refunds: { ...refunds, prefill },
    job,
    // Shipping or delivering an order whose installation was paid: said before the move.
    installationWarnings: workflow.moves
      .map((m) => installationWarning(m.to, order.totals.installationCents))
      .filter((w): w is string => w !== null),
    // One history: the workflow's moves and notes, with what only the audit log holds (refunds).
    events: auditEvents('order', id, { except: ['status-change'] }),
    texts: textThread({ orderId: id }),
    language: customerLanguageOf('order', id),
  }
}

const REFUND_FAILED = { title: 'Not refunded', description: 'No refund was made: see the form.' }
const MOVE_FAILED = { title: 'Not moved', description: 'The order was not moved: see the form.' }

/**
 * intent=move: one move of the workflow (409 when the workflow has no such move now, 400 with
 * the fields' errors); intent=note: an internal note; intent=refund: a refund through Stripe
 * (400 with the field's error when the amount is more than what is left, 403 with it when it
 * is more than the office may still refund on the order, 409 when the order offers none; the
 * same form posted twice is one refund). "who" is the signed-in admin.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'daily-work')
  const id = pathId(params.orderId) ?? notFound()
  const form = await readForm(request)
  const intent = form.get('intent')
  if (intent === 'language') {
    const submission = parseWithZod(form, { schema: customerLanguageSchema })
    if (submission.status !== 'success') {
      return refused(submission.reply(), {
        title: 'Language not saved',
        description: 'Choose English or Spanish.',
      })
    }
    const { language } = submission.value
    if (!setCustomerLanguage(admin, 'order', id, language)) notFound()
    return redirectWithToast(samePage(request), {
      title: 'Language saved',
      description: `Order #${id}'s customer is written to in ${CUSTOMER_LANGUAGE_LABELS[language]}.`,
    })
  }
  if (intent === 'note') {
    const submission = parseWithZod(form, { schema: noteSchema })
    if (submission.status !== 'success') {
      return refused(submission.reply(), {
        title: 'Note not added',
        description: 'Write the note first.',
      })
    }
    if (!addOrderNote(id, submission.value.note, admin.username)) notFound()
    return redirectWithToast(samePage(request), {
      title: 'Note added',
      description: `The note is in order #${id}'s history (staff only).`,
    })
  }
  if (intent === 'refund') {
    const submission = parseWithZod(form, { schema: refundFormSchema })
    if (submission.status !== 'success') return refused(submission.reply(), REFUND_FAILED)
    // refundOrder checks the person itself: the role, and the office's limit on this order.
    const result = await refundOrder({ orderId: id, request: submission.value, actor: admin })
    if (!result.ok) {
      if (result.status === 404) notFound()
      if (result.field) {
        return refused(
          submission.reply({ fieldErrors: { [result.field]: [result.message] } }),
          { title: 'Not refunded', description: result.message },
          result.status,
        )
      }
      return refused(
        submission.reply({ formErrors: [result.message] }),
        { title: 'Not refunded', description: result.message },
        result.status,
      )
    }
    return redirectWithToast(samePage(request), {
      title: result.repeated ? 'Already refunded' : 'Refund made',
      description: `${formatCents(result.amountCents)} ${result.repeated ? 'was already refunded with this form' : 'is on its way back to the card'}.${result.full ? ` Order #${id} is refunded in full.` : ''}${result.notified ? ' The customer was e-mailed.' : ''}`,
    })
  }
  if (intent === 'offline-payment' || intent === 'void-payment') {
    const schema = intent === 'offline-payment' ? offlinePaymentSchema : voidPaymentSchema
    const submission = parseWithZod(form, { schema })
    const failed = { title: 'Not recorded', description: 'See the payments form.' }
    if (submission.status !== 'success') return refused(submission.reply(), failed)
    // Each checks the person itself ('payments': the office may, an installer not).
    const result =
      intent === 'offline-payment'
        ? await recordOfflinePayment(admin, id, submission.value as never)
        : voidOfflinePayment(admin, id, submission.value as { paymentId: number; reason: string })
    if (!result.ok) {
      if (result.status === 404) notFound()
      return refused(
        submission.reply({ formErrors: [result.message] }),
        { title: 'Not recorded', description: result.message },
        result.status,
      )
    }
    return redirectWithToast(samePage(request), {
      title: intent === 'offline-payment' ? 'Payment recorded' : 'Payment voided',
      description: result.repeated
        ? 'This form was already sent: nothing changed.'
        : `Order #${id}'s balance is up to date.${result.depositPaid ? ' The deposit is paid: the job moved to Deposit paid.' : ''}`,
    })
  }
  if (intent === 'move') {
    const workflow = getOrderWorkflow(id) ?? notFound()
    const to = String(form.get('to') ?? '')
    const schema = moveSchema(workflow.kind, workflow.stage, to)
    if (!schema || !workflow.moves.some((m) => m.to === to)) {
      // validateMove words the refusal (a system move, or no such move from here).
      const check = validateMove(workflow.state, to, {})
      const error = check.ok ? 'This move is not open now' : check.message
      return refused({ refusal: error }, { title: 'Not moved', description: error }, 409)
    }
    const submission = parseWithZod(form, { schema })
    if (submission.status !== 'success') return refused(submission.reply(), MOVE_FAILED)
    const result = await moveOrder({
      orderId: id,
      to,
      fields: submission.payload,
      by: admin.username,
    })
    if (!result.ok) {
      if (result.status === 404) notFound()
      if (result.status === 409) {
        return refused(
          { refusal: result.message },
          { title: 'Not moved', description: result.message },
          409,
        )
      }
      return refused(submission.reply({ fieldErrors: result.fieldErrors }), MOVE_FAILED)
    }
    return redirectWithToast(samePage(request), {
      title: 'Order moved',
      description: `Order #${id} is now ${result.label}.${result.notified ? ' The customer was e-mailed.' : result.alreadyToldAt ? ' The customer had this news already, so was not e-mailed again.' : ''}`,
    })
  }
  return refused(
    { refusal: 'Unknown action' },
    { title: 'Not saved', description: 'Unknown action' },
  )
}

export default function AdminOrder() {
  const { order, workflow, refunds, events, installationWarnings, job, texts, language } =
    useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as WorkflowActionData
  const { search } = useLocation()
  const { customer, totals } = order
  return (
    <article
      aria-labelledby="order-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p>
        <Link
          to={`/admin/orders${search}`}
          className="text-sm font-semibold text-brand-800 underline"
        >
          Back to all orders
        </Link>
        {' · '}
        <a
          href={`/admin/orders/${order.id}/work-order`}
          className="text-sm font-semibold text-brand-800 underline"
        >
          Print work order
        </a>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h2 id="order-title" className="text-xl font-bold text-brand-900">
          {ORDER_KIND_LABELS[order.kind]} {order.number}: {customer.name}
        </h2>
        <Badge tone={statusTone(order.status)}>{workflow.stageLabel}</Badge>
        <LanguageBadge language={language} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {/* What the customer's page and e-mails show (and what they quote on the phone). */}
        Customer reference <strong data-testid="order-reference">{order.reference}</strong> · Placed{' '}
        {businessDateTimeShort(new Date(order.createdAt))}
        {order.paidAt ? ` · paid ${businessDateTimeShort(new Date(order.paidAt))}` : ''}
      </p>
      {order.cameFrom ? <p className="mt-1 text-sm text-slate-600">{order.cameFrom}</p> : null}
      <div className="mt-3">
        <CustomerLanguageForm language={language} />
      </div>
      {installationWarnings.length ? (
        <div
          role="note"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
        >
          {[...new Set(installationWarnings)].map((w) => (
            <p key={w}>{w}</p>
          ))}
          <a
            href="?refund=installation#order-refunds"
            className="font-semibold text-brand-800 underline"
          >
            Refund the installation
          </a>
        </div>
      ) : null}
      <OrderProgress workflow={workflow} actionData={actionData} />

      <h3 className="mt-6 text-lg font-bold text-slate-800">Customer</h3>
      <Link to={customerPageUrl(customer)} className="font-semibold text-brand-800 underline">
        All of this customer's requests
      </Link>
      <div className="mt-2">
        <DetailList
          items={[
            ['Name', customer.name],
            [
              'E-mail',
              <a
                key="e"
                href={`mailto:${customer.email}`}
                className="break-all text-brand-800 underline"
              >
                {customer.email}
              </a>,
            ],
            [
              'Phone',
              customer.phone ? (
                <a key="p" href={telHref(customer.phone)} className="text-brand-800 underline">
                  {formatPhone(customer.phone)}
                </a>
              ) : null,
            ],
            [
              'Address',
              [customer.address, customer.city, customer.zipCode].filter(Boolean).join(', '),
            ],
          ]}
        />
      </div>

      {job?.specification ? (
        <>
          <h3 className="mt-6 text-lg font-bold text-slate-800">Specification</h3>
          <div className="mt-2">
            <JobSpecification spec={job.specification} />
          </div>
        </>
      ) : null}
      {job ? (
        <JobPayments
          balance={job.balance}
          card={job.card}
          offline={job.offline}
          mayRecord={job.mayRecord}
          nonce={job.nonce}
          today={job.today}
        />
      ) : null}
      <h3 className="mt-6 text-lg font-bold text-slate-800">Lines</h3>
      <div className="relative mt-2 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-2">
                Item
              </th>
              <th scope="col" className="py-1 pr-2">
                Room
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Qty
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Unit
              </th>
              <th scope="col" className="py-1 text-right">
                Line total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id} className="border-b border-slate-100 align-top">
                <td className="py-1 pr-2">
                  {line.kind === 'sample' ? 'Free sample: ' : `${line.productName}, `}
                  {line.fabricName}
                  {line.dimensionsLabel ? (
                    <span className="block text-slate-600">{line.dimensionsLabel}</span>
                  ) : null}
                  {line.installationCents ? (
                    <span className="block text-slate-600">
                      Installation {formatCents(line.installationCents)}
                    </span>
                  ) : null}
                </td>
                <td className="py-1 pr-2">{line.roomLabel ?? '—'}</td>
                <td className="py-1 pr-2 text-right">{line.quantity}</td>
                <td className="py-1 pr-2 text-right">{formatCents(line.unitPriceCents)}</td>
                <td className="py-1 text-right">{formatCents(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4 className="mt-4 font-bold text-slate-800">Specification</h4>
      <div className="mt-2" data-testid="order-specification">
        <OrderSpecification lines={order.lines} />
      </div>
      <div className="mt-3 ml-auto max-w-xs">
        <DetailList
          items={[
            ['Subtotal', formatCents(totals.subtotalCents)],
            ['Installation', formatCents(totals.installationCents)],
            [totals.taxLabel, formatCents(totals.taxCents)],
            ['Total', <strong key="t">{formatCents(totals.totalCents)}</strong>],
          ]}
        />
      </div>

      <h3 className="mt-6 text-lg font-bold text-slate-800">Payment</h3>
      {order.payments.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {order.payments.map((p) => (
            <li key={p.id}>
              <Badge tone={statusTone(p.status)}>{p.status.replace('_', ' ')}</Badge>{' '}
              {formatCents(p.amountCents)} · {businessDateTimeShort(p.createdAt)}
              {p.failureMessage ? ` · ${p.failureMessage}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">
          {order.kind === 'order'
            ? 'No card payment has been started.'
            : 'No payment is due for this request.'}
        </p>
      )}
      <OrderRefunds refunds={refunds} actionData={actionData} />
      <OrderHistory workflow={workflow} events={events} actionData={actionData} />
      <TextThread entries={texts} level="h3" />
    </article>
  )
}
