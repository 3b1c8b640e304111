import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { ChoicesSummary } from '~/components/booking/choices-summary'
import { CustomerStep } from '~/components/booking/customer-step'
import { BookingProgress } from '~/components/booking/progress'
import { ServiceDateStep } from '~/components/booking/service-date-step'
import { TimeStep } from '~/components/booking/time-step'
import { useT } from '~/components/i18n'
import {
  appointmentRequestSchemaFor,
  BOOKED_TITLE,
  BOOKING_FAILED_TITLE,
  SLOT_TAKEN_MESSAGE,
  wizardChoice,
  wizardStep,
} from '~/domain/booking'
import { pathInLocale } from '~/domain/locale'
import { submitBooking } from '~/server/booking/appointment-booking.server'
import { appointmentLinks } from '~/server/booking/appointment-links.server'
import { confirmationTopic } from '~/server/booking/appointment-notices.server'
import { listSlots, publicDates } from '~/server/booking/slots.server'
import { businessFor, serviceArea } from '~/server/content/business-settings.server'
import { isSpam, readForm, retryAfter } from '~/server/platform/http.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { createToastHeaders, redirectWithToast } from '~/server/platform/toast.server'
import { textConsentWords } from '~/server/sms/consent-words.server'
import { textableNumber } from '~/server/sms/consents.server'
import { topicMailed } from '~/server/vendors/mail.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

/**
 * The booking wizard. Service, date and time are GET choices in the URL (`?service=&date=
 * &slot=`), so every step is a page of its own, works without JavaScript and the browser's
 * Back button goes back one choice; the customer's details post to the action.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const dates = publicDates()
  const choice = wizardChoice(url.searchParams, dates)
  const slots = choice.service && choice.date ? listSlots(choice.date, choice.service) : []
  const slot = slots.find((s) => s.id === choice.slotId)
  // A time in the URL that is gone (full meanwhile, or never offered) sends the visitor back
  // to the list of times with a word about it.
  const problem = choice.slotId && !slot?.isAvailable ? SLOT_TAKEN_MESSAGE : undefined
  const kept = problem ? { ...choice, slotId: undefined } : choice
  return {
    step: wizardStep(kept),
    service: kept.service,
    date: kept.date,
    slot: problem ? undefined : slot,
    slots,
    dates,
    problem,
    chose: url.search.length > 1,
    // The office's hours as published in the business settings.
    officeHours: (await businessFor(request)).hoursSentence,
    // From the server, so the page shows exactly the words a consent is stored with.
    textConsent: textConsentWords('visit', requestLocale(request)),
    messages: pageMessages(request, BOOKING_PARTS),
    // The page's title and description in its language (meta has no hooks).
    words: {
      title: serverT(requestLocale(request)).t('booking.meta.title'),
      description: serverT(requestLocale(request)).t('booking.meta.description'),
    },
  }
}

/** The catalog parts the booking's pages show (its own words, and the forms'). */
const BOOKING_PARTS = ['booking', 'forms']

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request)
  // Answers, toasts and the visit's page in the language of the page that posted.
  const locale = requestLocale(request)
  const { t, fromEnglish } = serverT(locale)
  // A bot that filled the honeypot is answered like a person and nothing is kept.
  if (isSpam(formData)) {
    return redirectWithToast(pathInLocale('/book-appointment', locale), {
      title: fromEnglish(BOOKED_TITLE),
    })
  }
  // The address's ZIP is checked against the published service area (business settings).
  const submission = parseWithZod(formData, {
    schema: appointmentRequestSchemaFor(serviceArea(), textableNumber),
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })

  const result = await submitBooking(request, submission.value)
  if (!result.ok) {
    const headers = new Headers('retryAfterSeconds' in result ? retryAfter(result) : undefined)
    headers.append(
      'Set-Cookie',
      await createToastHeaders({
        title: fromEnglish(BOOKING_FAILED_TITLE),
        description: fromEnglish(result.error),
        variant: 'destructive',
      }),
    )
    return data(submission.reply({ formErrors: [result.error] }), {
      status: result.status,
      headers,
    })
  }
  const { manageUrl } = appointmentLinks(result.appointment)
  // A fragment of its own, so the form's error-summary fragment is not carried into step 4.
  // Said only when the confirmation really went out (staff see one that did not in the outbox).
  const mailed = topicMailed(confirmationTopic(result.appointment.id))
  const visitPage = pathInLocale(manageUrl, locale)
  return redirectWithToast(`${visitPage}?booked=1#appointment-title`, {
    title: fromEnglish(BOOKED_TITLE),
    description: mailed ? t('booking.booked.mailed') : t('booking.booked.notMailed'),
  })
}

export const meta: MetaFunction<typeof loader> = ({ matches, data, location }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `${data?.words.title ?? 'Book an In-Home Appointment'} | ${site.name}`,
    description: data?.words.description ?? '',
    path: location.pathname.startsWith('/es') ? '/es/book-appointment' : '/book-appointment',
  })
}

export default function BookAppointment() {
  const { step, service, date, slot, slots, dates, problem, chose, officeHours, textConsent } =
    useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const t = useT()
  const location = useLocation()
  // After each choice focus moves to what comes next; after a failed post the error summary
  // has it instead.
  const focus = chose && !lastResult
  const focusKey = location.search
  return (
    <section className="bg-slate-50 px-4 py-10">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t('booking.title')}</h1>
        <p className="mt-2 text-lg text-slate-700">{t('booking.intro', { hours: officeHours })}</p>
        <BookingProgress step={step} />
        <div className="mt-6 space-y-6 rounded-xl bg-white p-5 shadow-sm sm:p-8">
          {service && step > 1 ? (
            <ChoicesSummary service={service} date={date} time={slot?.timeSlot} />
          ) : null}
          {step === 1 ? (
            <ServiceDateStep
              service={service}
              date={date}
              dates={dates}
              focus={focus ? (service ? 'date' : 'step') : null}
              focusKey={focusKey}
            />
          ) : null}
          {step === 2 && service && date ? (
            <TimeStep
              service={service}
              date={date}
              slots={slots}
              problem={problem}
              focus={focus}
              focusKey={focusKey}
            />
          ) : null}
          {step === 3 && service && slot ? (
            <CustomerStep
              service={service}
              slot={slot}
              textConsent={textConsent}
              lastResult={lastResult}
              focus={focus}
              focusKey={focusKey}
            />
          ) : null}
        </div>
      </div>
    </section>
  )
}
