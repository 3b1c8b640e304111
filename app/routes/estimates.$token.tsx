// Long (over 400 lines): the customer's one page of an estimate, its loader, its three answers (choose, accept, decline) and their forms, whose errors and focus are read together.

import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import {
  Form,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
} from '@remix-run/react'
import { useEffect, useMemo, useState } from 'react'
import { ChoicesForm, choicesOfForm } from '~/components/estimates/estimate-choices'
import { EstimateRooms, EstimateTotals } from '~/components/estimates/estimate-summary'
import { EstimateTextsForm } from '~/components/estimates/estimate-texts-form'
import { SignaturePad } from '~/components/estimates/signature-pad'
import { WindowPhotosProvider } from '~/components/estimates/window-photos'
import { Field, TextareaField } from '~/components/forms'
import { useFromEnglish, useLocale, useLocalePath, useT } from '~/components/i18n'
import { buttonClass } from '~/components/ui/button'
import { telHref } from '~/content/business'
import {
  businessDate,
  businessDateTimeShort,
  clockTime,
  formatBusinessTime,
  longCalendarDate,
} from '~/domain/business-time'
import {
  type EstimateChoices,
  type EstimateLineForTotals,
  estimateState,
  estimateTotals,
} from '~/domain/estimate'
import {
  consentSentence,
  DECLINE_REASON_MAX,
  estimateAnswerRefusal,
  SIGNED_NAME_MAX,
} from '~/domain/estimate-answer'
import { floridaSalesTaxCents } from '~/domain/florida-tax'
import { type Locale, pathInLocale } from '~/domain/locale'
import { formatCents } from '~/domain/pricing'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { taxRatesForZip } from '~/server/catalog/sales-tax.server'
import {
  sendAcceptanceMail,
  sendDeclineNotice,
} from '~/server/estimates/estimate-answer-mail.server'
import {
  acceptanceOf,
  acceptEstimate,
  choiceStructureOf,
  declineEstimate,
  declineOf,
  readSignature,
  saveChoices,
} from '~/server/estimates/estimate-answers.server'
import { windowPhotosForPage } from '~/server/estimates/estimate-photos.server'
import { estimateTexts } from '~/server/estimates/estimate-texts.server'
import { getEstimateByToken, replacementOf } from '~/server/estimates/estimates.server'
import { PRIVATE_PAGE_HEADERS, readForm } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { clientAddress, limitVisitor } from '~/server/platform/rate-limit.server'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? page.title : 'Estimate not found' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS

/** Accepting and declining are rare: a few tries an hour is plenty for a real customer. */
const ANSWER_LIMIT = { limit: 20, windowMs: 60 * 60_000 }

/**
 * /estimates/{token}: the customer's estimate, from the link in its e-mail (issue 39), read by
 * room and window with the alternatives, the options, tax, total, deposit and the last day.
 * While it may be answered the customer chooses alternatives and optional items (the totals
 * follow), accepts with a typed name and, with JavaScript, a drawn signature, or declines.
 * Accepted, it shows what was signed and the link to pay the deposit. A replaced estimate says
 * so and links to the new version. A token that is not one, or a draft never sent, is a 404.
 */
/** When an answer was given, as the page's language says it ('8 de diciembre de 2026, 9:05 a. m.'). */
function answeredAt(instant: Parameters<typeof businessDateTimeShort>[0], locale: Locale): string {
  if (locale === 'en') return businessDateTimeShort(instant)
  const day = longCalendarDate(businessDate(instant), locale)
  return `${day}, ${clockTime(formatBusinessTime(instant, 'HH:mm'), locale)}`
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const estimate = getEstimateByToken(params.token ?? '')
  if (!estimate || estimate.status === 'draft') {
    throw new Response('Not found', { status: 404, headers: PRIVATE_PAGE_HEADERS })
  }
  const replacement = estimate.status === 'replaced' ? replacementOf(estimate.id) : undefined
  const state = estimateState(estimate, businessDate())
  const acceptance = estimate.status === 'accepted' ? acceptanceOf(estimate.id) : null
  const allLines = estimate.rooms.flatMap((room) =>
    [...room.windows.flatMap((w) => w.lines), ...room.lines].map((line) => ({ line, room })),
  )
  return data(
    {
      title: serverT(locale).t('estimate.meta.title', { reference: estimate.reference }),
      messages: pageMessages(request, ['estimate']),
      estimate: {
        reference: estimate.reference,
        version: estimate.version,
        state,
        customerName: estimate.customer.name,
        rooms: estimate.rooms,
        totals: estimate.totals,
        deposit: estimate.deposit,
        expiresOn: estimate.expiresOn,
        customerNote: estimate.customerNote,
      },
      // The windows' photos, served by this link (estimates.$token_.photos…).
      photos: windowPhotosForPage(estimate.id),
      photoBase: `/estimates/${params.token}/photos`,
      answerable: estimateAnswerRefusal(estimate, businessDate()) === null,
      /** What the page needs to compute the totals itself as the customer chooses. */
      pricing: {
        lines: allLines.map(
          ({ line }): EstimateLineForTotals => ({
            id: line.id,
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
            installationCents: line.installationCents,
            optional: line.optional,
            alternativeId: line.alternativeId,
            discount: line.discount,
          }),
        ),
        groups: estimate.rooms.flatMap((room) =>
          room.groups.map((g) => ({
            id: g.id,
            alternatives: g.alternatives.map((a) => ({ id: a.id, isDefault: a.isDefault })),
          })),
        ),
        discount: estimate.discount,
        deposit: estimate.deposit,
        taxRates: taxRatesForZip(estimate.customer.zip),
      },
      choices: {
        groups: estimate.rooms.flatMap((room) =>
          room.groups.map((g) => ({
            id: g.id,
            legend: `${room.name}: ${g.name}`,
            alternatives: g.alternatives.map((a) => ({
              id: a.id,
              label: a.label,
              netCents: a.netCents,
              chosen: a.chosen,
            })),
          })),
        ),
        optional: allLines
          .filter(({ line }) => choiceStructureOf(estimate).optionalLineIds.includes(line.id))
          .map(({ line, room }) => ({
            id: line.id,
            label: `${line.title} (${room.name})`,
            netCents: line.netCents,
            ticked: line.included,
          })),
      },
      acceptance: acceptance
        ? {
            signedName: acceptance.signedName,
            signatureSrc: acceptance.signatureSrc,
            acceptedAt: answeredAt(acceptance.acceptedAt, locale),
            totalCents: acceptance.totalCents,
            depositCents: acceptance.depositCents,
          }
        : null,
      decline:
        estimate.status === 'declined'
          ? (() => {
              const d = declineOf(estimate.id)
              return d ? { on: answeredAt(d.declinedAt, locale), reason: d.reason } : null
            })()
          : null,
      depositHref: pathInLocale(`/estimates/${estimate.token}/deposit`, locale),
      replacement: replacement
        ? {
            href: pathInLocale(`/estimates/${replacement.token}`, locale),
            reference: replacement.reference,
          }
        : null,
      // "Text me about this request": its own small form (estimate-texts.server.ts).
      texts: replacement ? null : estimateTexts(estimate, estimate.token, locale),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  )
}

type ActionAnswer = {
  intent: 'choose' | 'accept' | 'decline'
  /** A field's message ('' for the form's own). */
  errors: Partial<Record<'form' | 'choices' | 'signedName' | 'signature' | 'reason', string>>
  values?: { signedName?: string; reason?: string }
}

function refused(answer: ActionAnswer, status: number) {
  return data(answer, { status, headers: PRIVATE_PAGE_HEADERS })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? ''
  if (!getEstimateByToken(token)) {
    throw new Response('Not found', { status: 404, headers: PRIVATE_PAGE_HEADERS })
  }
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  const here = pathInLocale(`/estimates/${token}`, locale)

  if (intent === 'choose') {
    const alternatives: Record<string, string> = {}
    for (const [key, value] of form.entries()) {
      const group = /^group-(\d+)$/.exec(key)?.[1]
      if (group && typeof value === 'string') alternatives[group] = value
    }
    const optionalLineIds = form.getAll('optional').map(String)
    const saved = saveChoices(token, { alternatives, optionalLineIds })
    if (!saved.ok) {
      return refused({ intent, errors: { [saved.field || 'form']: saved.message } }, saved.status)
    }
    // The page's own script stays where it is; a page without it comes back at the totals.
    if (form.get('via') === 'script')
      return data({ intent, errors: {} }, { headers: PRIVATE_PAGE_HEADERS })
    return redirect(`${here}#totals`, { headers: PRIVATE_PAGE_HEADERS })
  }

  if (intent === 'accept' || intent === 'decline') {
    const limit = limitVisitor(request, 'estimate-answer', ANSWER_LIMIT)
    if (!limit.allowed) return refused({ intent, errors: { form: limit.message } }, 429)
  }

  if (intent === 'accept') {
    const signedName = String(form.get('signedName') ?? '')
      .trim()
      .replace(/\s+/g, ' ')
    const values = { signedName }
    if (!signedName) {
      return refused(
        { intent, errors: { signedName: t('estimate.accept.nameMissing') }, values },
        400,
      )
    }
    if (signedName.length > SIGNED_NAME_MAX) {
      return refused(
        {
          intent,
          errors: { signedName: t('estimate.accept.tooLong', { max: SIGNED_NAME_MAX }) },
          values,
        },
        400,
      )
    }
    const signature = await readSignature(String(form.get('signature') ?? ''))
    if (!signature.ok) {
      return refused({ intent, errors: { signature: signature.message }, values }, 400)
    }
    const accepted = acceptEstimate(token, {
      signedName,
      signaturePng: signature.png,
      shownTotalCents: Number(form.get('shownTotalCents') ?? Number.NaN),
      ipAddress: clientAddress(request),
      userAgent: (request.headers.get('User-Agent') ?? '').slice(0, 500),
      locale,
    })
    if (!accepted.ok) {
      return refused(
        { intent, errors: { [accepted.field || 'form']: accepted.message }, values },
        accepted.status,
      )
    }
    const record = acceptanceOf(accepted.estimate.id)
    if (record) await sendAcceptanceMail(accepted.estimate, record)
    return redirect(`${here}#accepted`, { headers: PRIVATE_PAGE_HEADERS })
  }

  if (intent === 'decline') {
    const reason = String(form.get('reason') ?? '').trim()
    if (reason.length > DECLINE_REASON_MAX) {
      return refused(
        {
          intent,
          errors: { reason: t('estimate.accept.tooLong', { max: DECLINE_REASON_MAX }) },
          values: { reason },
        },
        400,
      )
    }
    const declined = declineEstimate(token, { reason, ipAddress: clientAddress(request) })
    if (!declined.ok) {
      return refused(
        { intent, errors: { form: declined.message }, values: { reason } },
        declined.status,
      )
    }
    await sendDeclineNotice(declined.estimate, reason || null)
    return redirect(`${here}#answer`, { headers: PRIVATE_PAGE_HEADERS })
  }

  return refused({ intent: 'choose', errors: { form: t('estimate.unknownRequest') } }, 400)
}

// ---------------------------------------------------------------- the page

function fieldMeta(id: string, name: string, error?: string, initialValue?: string) {
  return {
    id,
    name,
    errorId: `${id}-error`,
    descriptionId: `${id}-hint`,
    errors: error ? [error] : null,
    initialValue,
  }
}

export default function CustomerEstimate() {
  const page = useLoaderData<typeof loader>()
  const { estimate, replacement, answerable, acceptance, decline } = page
  const answer = useActionData<typeof action>() as ActionAnswer | undefined
  const phone = useBusinessPhone()
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const to = useLocalePath()
  const navigation = useNavigation()
  const fetcher = useFetcher<typeof action>()
  const { state } = estimate
  // With JavaScript the totals follow each choice at once (the same rule as the server's);
  // the server's answer, read again after the post, is the truth.
  const [choices, setChoices] = useState<EstimateChoices | null>(null)
  useEffect(() => {
    if (fetcher.state === 'idle') setChoices(null)
  }, [fetcher.state])
  const totals = useMemo(() => {
    if (!choices) return estimate.totals
    const { taxRates, ...rest } = page.pricing
    return estimateTotals({
      ...rest,
      choices,
      tax: (items) => floridaSalesTaxCents(items, taxRates),
    })
  }, [choices, estimate.totals, page.pricing])

  // The server's messages are English rules (a refusal, a signature it could not read): shown
  // in the page's language by their words.
  const errors = Object.fromEntries(
    Object.entries(answer?.errors ?? {}).map(([key, message]) => [key, fromEnglish(message)]),
  ) as ActionAnswer['errors']
  const fetched = (fetcher.data as ActionAnswer | undefined)?.errors
  const fetcherErrors = fetched
    ? (Object.fromEntries(
        Object.entries(fetched).map(([key, message]) => [key, fromEnglish(message)]),
      ) as ActionAnswer['errors'])
    : undefined
  const firstError = (['form', 'choices', 'signedName', 'signature', 'reason'] as const).find(
    (key) => errors[key],
  )
  useEffect(() => {
    if (!firstError) return
    const target = {
      form: !answerable
        ? 'answer-error'
        : answer?.intent === 'decline'
          ? 'decline-error'
          : 'accept-error',
      choices: 'choices-error',
      signedName: 'signedName',
      signature: 'signature-pad',
      reason: 'reason',
    }[firstError]
    document.getElementById(target)?.focus()
  }, [firstError, answer, answerable])

  const consent = consentSentence(
    {
      reference: estimate.reference,
      version: estimate.version,
      totalCents: totals.totalCents,
      depositCents: totals.depositCents,
    },
    t,
    locale,
  )
  const busy = navigation.state !== 'idle'

  return (
    <article aria-labelledby="estimate-title" className="mx-auto max-w-3xl px-4 py-8">
      <h1 id="estimate-title" className="text-3xl font-bold text-brand-900">
        {t('estimate.title', { reference: estimate.reference })}
      </h1>
      <p className="mt-1 text-slate-700">
        {t('estimate.for', { name: estimate.customerName })}
        {estimate.version > 1 ? ` · ${t('estimate.version', { version: estimate.version })}` : ''} ·{' '}
        {t(`estimate.status.${state}`)}
      </p>
      {state === 'replaced' ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          {t('estimate.replaced')}{' '}
          {replacement ? (
            <Link to={replacement.href} className="font-semibold underline">
              {t('estimate.replacedLink', { reference: replacement.reference })}
            </Link>
          ) : null}
        </p>
      ) : state === 'expired' ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          {t('estimate.expired.before', { date: longCalendarDate(estimate.expiresOn, locale) })}{' '}
          <a href={telHref(phone)} className="font-semibold underline">
            {phone}
          </a>{' '}
          {t('estimate.expired.after')}
        </p>
      ) : state === 'sent' ? (
        <p className="mt-4 text-slate-800">
          {t('estimate.validUntil', { date: longCalendarDate(estimate.expiresOn, locale) })}{' '}
          <a href={telHref(phone)} className="font-semibold text-brand-800 underline">
            {phone}
          </a>
          .
        </p>
      ) : null}

      {!answerable && (errors.form || fetcherErrors?.form) ? (
        // The answer came too late (accepted in another tab, replaced, past its last day): the
        // forms are gone, so the reason is said here.
        <p
          id="answer-error"
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 font-semibold text-red-900"
        >
          {errors.form ?? fetcherErrors?.form}
        </p>
      ) : null}
      {acceptance ? (
        <section
          id="accepted"
          aria-labelledby="accepted-title"
          className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-green-950"
        >
          <h2 id="accepted-title" className="text-xl font-bold">
            {t('estimate.accepted.title')}
          </h2>
          <p className="mt-1">
            {t('estimate.accepted.signedBy')} <strong>{acceptance.signedName}</strong>{' '}
            {t('estimate.accepted.signedOn', {
              date: acceptance.acceptedAt,
              total: formatCents(acceptance.totalCents, locale),
            })}
          </p>
          {acceptance.signatureSrc ? (
            <img
              src={acceptance.signatureSrc}
              alt={t('estimate.accepted.signatureAlt', { name: acceptance.signedName })}
              width={300}
              height={100}
              className="mt-2 rounded border border-slate-300 bg-white"
            />
          ) : null}
          <a href={page.depositHref} className={buttonClass({ size: 'lg' }, 'mt-3')}>
            {t('estimate.accepted.payDeposit', {
              amount: formatCents(acceptance.depositCents, locale),
            })}
          </a>
        </section>
      ) : null}
      {decline ? (
        <p
          id="answer"
          role="status"
          className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4"
        >
          {t('estimate.declined', { date: decline.on })}{' '}
          <a href={telHref(phone)} className="font-semibold underline">
            {phone}
          </a>
          .
        </p>
      ) : null}

      {estimate.customerNote ? (
        <p className="mt-4 whitespace-pre-line rounded-lg border border-slate-200 bg-white p-4">
          {estimate.customerNote}
        </p>
      ) : null}
      <h2 className="mt-6 text-xl font-bold text-brand-900">{t('estimate.roomByRoom')}</h2>
      <WindowPhotosProvider photos={page.photos} base={page.photoBase}>
        <EstimateRooms rooms={estimate.rooms} />
      </WindowPhotosProvider>
      {answerable ? (
        <ChoicesForm
          choices={page.choices}
          error={
            answer?.intent === 'choose'
              ? (errors.choices ?? errors.form)
              : (fetcherErrors?.choices ?? fetcherErrors?.form)
          }
          onChange={(form) => {
            setChoices(choicesOfForm(form))
            const fields = new FormData(form)
            fields.set('via', 'script')
            fetcher.submit(fields, { method: 'post' })
          }}
        />
      ) : null}
      <h2 id="totals" tabIndex={-1} className="mt-6 text-xl font-bold text-brand-900">
        {t('estimate.totals.title')}
      </h2>
      {answerable ? (
        <p className="mt-1 text-slate-700">{t('estimate.totals.withChoices')}</p>
      ) : acceptance ? (
        <p className="mt-1 text-slate-700">{t('estimate.totals.asAccepted')}</p>
      ) : null}
      <div className="mt-2" aria-live="polite">
        <EstimateTotals totals={totals} deposit={estimate.deposit} />
      </div>

      {answerable ? (
        <>
          <Form
            method="post"
            id="accept"
            aria-labelledby="accept-title"
            className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
            noValidate
          >
            <h2 id="accept-title" className="text-xl font-bold text-brand-900">
              {t('estimate.accept.title')}
            </h2>
            <input type="hidden" name="intent" value="accept" />
            <input type="hidden" name="shownTotalCents" value={totals.totalCents} />
            {answer?.intent === 'accept' && errors.form ? (
              <p
                id="accept-error"
                tabIndex={-1}
                role="alert"
                className="mt-2 font-semibold text-red-800"
              >
                {errors.form}
              </p>
            ) : null}
            <p id="consent" className="mt-2 text-slate-800">
              {consent}
            </p>
            <Field
              className="mt-3"
              field={fieldMeta(
                'signedName',
                'signedName',
                answer?.intent === 'accept' ? errors.signedName : undefined,
                answer?.values?.signedName,
              )}
              label={t('estimate.accept.name')}
              required
              autoComplete="name"
              maxLength={SIGNED_NAME_MAX}
              autoFocus={answer?.intent === 'accept' && firstError === 'signedName'}
            />
            <SignaturePad
              name="signature"
              errorId="signature-error"
              error={answer?.intent === 'accept' ? errors.signature : null}
            />
            <button type="submit" disabled={busy} className={buttonClass({ size: 'lg' }, 'mt-4')}>
              {t('estimate.accept.button')}
            </button>
          </Form>
          <details
            id="decline"
            className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
            open={answer?.intent === 'decline' || undefined}
          >
            <summary className="cursor-pointer font-semibold text-slate-900">
              {t('estimate.decline.summary')}
            </summary>
            <Form method="post" className="mt-2" noValidate>
              <input type="hidden" name="intent" value="decline" />
              {answer?.intent === 'decline' && errors.form ? (
                <p
                  id="decline-error"
                  tabIndex={-1}
                  role="alert"
                  className="mt-2 font-semibold text-red-800"
                >
                  {errors.form}
                </p>
              ) : null}
              <TextareaField
                field={fieldMeta(
                  'reason',
                  'reason',
                  answer?.intent === 'decline' ? errors.reason : undefined,
                  answer?.values?.reason,
                )}
                label={t('estimate.decline.reason')}
                maxLength={DECLINE_REASON_MAX}
                rows={3}
                autoFocus={answer?.intent === 'decline' && firstError === 'reason'}
              />
              <button
                type="submit"
                disabled={busy}
                className={buttonClass({ variant: 'outline' }, 'mt-3')}
              >
                {t('estimate.decline.button')}
              </button>
            </Form>
          </details>
        </>
      ) : null}
      {page.texts ? (
        <EstimateTextsForm texts={{ ...page.texts, action: to(page.texts.action) }} />
      ) : null}
    </article>
  )
}
