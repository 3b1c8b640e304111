import { useLocation } from '@remix-run/react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { telHref } from '~/content/business'
import {
  type FieldErrors,
  firstStepWithError,
  HONEYPOT_FIELD,
  PHOTO_FIELD,
  PROPERTY_OPTIONS,
  PROPERTY_TYPES,
  progressPercent,
  QUOTE_RESPONSE_PROMISE,
  QUOTE_STEP_COUNT,
  QUOTE_STEP_FIELDS,
  QUOTE_STEP_TITLES,
  QUOTE_SUCCESS_TITLE,
  type QuoteValues,
  type QuoteWizardData,
  SERVICE_OPTIONS,
  SERVICE_TYPES,
  submissionFailedMessage,
  TIME_FRAME_OPTIONS,
  TIME_FRAMES,
  validateLead,
  validateStep,
  valuesFromForm,
} from '~/domain/quote-wizard'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { CheckIcon } from './icons'
import { ChoiceField, TextAreaField, TextField } from './quote-wizard-fields'
import { type PhotoPreview, RepairPhotos } from './quote-wizard-photos'
import { showToast } from './toaster'

/** Where the wizard posts without JavaScript (one step at a time) and where it submits with it. */
export const QUOTE_WIZARD_ACTION = '/quote'
export const SUBMIT_LEAD_API = '/api/submit-lead'

type FocusRequest = { target: 'heading' | 'error'; n: number } | null

function labelOf(value: string | undefined, options: Record<string, { label: string }>) {
  return value && options[value] ? options[value].label : 'Not answered'
}

/**
 * The 5-step 'Get Your Free Quote' wizard (home hero, #contact-form; also /quote).
 * `titleLevel` 1 makes its title the page's h1 (the /quote page); steps are one level below.
 */
export function QuoteWizard({
  data,
  titleLevel = 2,
}: {
  data: QuoteWizardData
  titleLevel?: 1 | 2
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2'
  const StepTitle = titleLevel === 1 ? 'h2' : 'h3'
  const hydrated = useHydrated()
  const location = useLocation()
  const phone = useBusinessPhone()
  const formRef = useRef<HTMLFormElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)

  const [initial, setInitial] = useState<QuoteValues>(data.values)
  const [formKey, setFormKey] = useState(0)
  const [step, setStep] = useState(data.step)
  const [values, setValues] = useState<QuoteValues>(data.values)
  const [errors, setErrors] = useState<FieldErrors>(data.errors)
  const [formError, setFormError] = useState<string | null>(data.formError)
  const [submitted, setSubmitted] = useState(data.submitted)
  const [submitting, setSubmitting] = useState(false)
  const [photos, setPhotos] = useState<PhotoPreview[]>([])
  const [focus, setFocus] = useState<FocusRequest>(null)

  // After a step change or a failed check, focus the first error or the step's heading.
  useEffect(() => {
    if (!focus) return
    const root = rootRef.current
    if (!root) return
    const invalid =
      focus.target === 'error'
        ? root.querySelector<HTMLElement>('[data-current-step] [aria-invalid="true"]')
        : null
    const heading = root.querySelector<HTMLElement>('[data-wizard-heading]')
    ;(invalid ?? heading)?.focus()
  }, [focus])

  const requestFocus = (target: 'heading' | 'error') =>
    setFocus((f) => ({ target, n: (f?.n ?? 0) + 1 }))

  function currentValues(): QuoteValues {
    return formRef.current ? valuesFromForm(new FormData(formRef.current)) : values
  }

  function goTo(next: number, nextErrors: FieldErrors = {}) {
    setStep(next)
    setErrors(nextErrors)
    setFormError(null)
    requestFocus(Object.keys(nextErrors).length ? 'error' : 'heading')
  }

  async function send(form: HTMLFormElement, answers: QuoteValues) {
    const body = new FormData(form)
    body.delete('intent')
    body.delete(PHOTO_FIELD)
    if (answers.serviceType === 'repair') {
      for (const photo of photos) body.append(PHOTO_FIELD, photo.file, photo.file.name)
    }
    setSubmitting(true)
    setFormError(null)
    try {
      const response = await fetch(SUBMIT_LEAD_API, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      })
      if (response.ok) {
        for (const photo of photos) URL.revokeObjectURL(photo.url)
        setPhotos([])
        setSubmitted(true)
        requestFocus('heading')
        showToast({ title: QUOTE_SUCCESS_TITLE, description: QUOTE_RESPONSE_PROMISE })
        // Forget any answers a no-JS visit left in the session.
        void fetch(QUOTE_WIZARD_ACTION, {
          method: 'POST',
          body: new URLSearchParams({ intent: 'reset' }),
          redirect: 'manual',
        }).catch(() => {})
        return
      }
      const payload = (await response.json().catch(() => null)) as {
        error?: string
        fieldErrors?: FieldErrors
      } | null
      const fieldErrors = payload?.fieldErrors ?? {}
      if (Object.keys(fieldErrors).length) {
        goTo(firstStepWithError(fieldErrors) ?? step, fieldErrors)
      }
      if (response.status === 413) {
        showToast({
          title: 'File too large',
          description: payload?.error ?? submissionFailedMessage(413, phone),
          variant: 'destructive',
        })
      } else {
        const description =
          (response.status === 429 || response.status === 415) && payload?.error
            ? payload.error
            : submissionFailedMessage(response.status, phone)
        if (response.status === 429) setFormError(description)
        showToast({ title: 'Submission Error', description, variant: 'destructive' })
      }
    } catch {
      showToast({
        title: 'Error',
        description: submissionFailedMessage(null, phone),
        variant: 'destructive',
      })
    } finally {
      setSubmitting(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Without JavaScript (or before it loads) every step is a real post to /quote.
    if (!hydrated) return
    event.preventDefault()
    if (submitting) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const intent = submitter?.value ?? 'continue'
    const answers = valuesFromForm(new FormData(event.currentTarget))
    setValues(answers)
    if (intent === 'back') return goTo(Math.max(1, step - 1))
    if (intent === 'continue' && step < QUOTE_STEP_COUNT) {
      const result = validateStep(step, answers)
      return result.ok ? goTo(step + 1) : goTo(step, result.errors)
    }
    const result = validateLead(answers)
    if (!result.ok) return goTo(firstStepWithError(result.errors) ?? step, result.errors)
    void send(event.currentTarget, answers)
  }

  /** Re-checks the current step as the visitor corrects it, once it has shown errors. */
  function onFormChange() {
    const answers = currentValues()
    setValues(answers)
    if (!Object.keys(errors).length) return
    const result = validateStep(step, answers)
    const stepFields = QUOTE_STEP_FIELDS[step - 1] as readonly string[]
    setErrors((current) => {
      const next: FieldErrors = {}
      for (const [field, messages] of Object.entries(current)) {
        if (!stepFields.includes(field) || result.errors[field]) next[field] = messages
      }
      return next
    })
  }

  function startOver(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return
    event.preventDefault()
    void fetch(QUOTE_WIZARD_ACTION, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'reset' }),
      redirect: 'manual',
    }).catch(() => {})
    setInitial({})
    setValues({})
    setFormKey((k) => k + 1)
    setSubmitted(false)
    goTo(1)
  }

  const returnTo = location.pathname
  const percent = progressPercent(step)
  // Right after a no-JS post, the page opens with focus on the first error or the heading.
  const serverFocus = !hydrated && data.focus
  const firstErrorField = (QUOTE_STEP_FIELDS[step - 1] as readonly string[])
    .concat(PHOTO_FIELD)
    .find((f) => errors[f]?.length)
  const autoFocusField = serverFocus ? firstErrorField : undefined
  const isRepair = values.serviceType === 'repair'

  if (submitted) {
    return (
      <div ref={rootRef} className="text-slate-900">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-green-100 text-green-800">
            <CheckIcon width={24} height={24} />
          </span>
          <Title
            data-wizard-heading
            tabIndex={-1}
            // Announces the result after a no-JS post.
            autoFocus={!hydrated && data.focus}
            className="text-2xl font-bold text-brand-900 focus:outline-none"
          >
            {QUOTE_SUCCESS_TITLE}
          </Title>
        </div>
        <p className="mt-3 text-slate-700">Thank you! {QUOTE_RESPONSE_PROMISE}</p>
        {phone ? (
          <p className="mt-2 text-slate-700">
            Need help sooner? Call{' '}
            <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
              {phone}
            </a>
            .
          </p>
        ) : null}
        <form method="post" action={QUOTE_WIZARD_ACTION} onSubmit={startOver} className="mt-5">
          <input type="hidden" name="returnTo" value={returnTo} />
          <button
            type="submit"
            name="intent"
            value="reset"
            className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Request another quote
          </button>
        </form>
      </div>
    )
  }

  return (
    <div ref={rootRef} className="text-slate-900">
      <Title className="text-2xl font-bold text-brand-900">Get Your Free Quote</Title>
      <p className="mt-2 text-slate-700">
        Answer a few questions to get matched with the perfect window treatment solution
      </p>

      <div className="mt-4">
        <div className="flex justify-between text-sm font-medium text-slate-700">
          <span>
            Step {step} of {QUOTE_STEP_COUNT}
          </span>
          <span>{percent}% complete</span>
        </div>
        <div
          role="progressbar"
          aria-label="Quote progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Step ${step} of ${QUOTE_STEP_COUNT}, ${percent}% complete`}
          className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-accent-500 transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      {formError ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {formError}
        </p>
      ) : null}

      <form
        key={formKey}
        ref={formRef}
        method="post"
        action={QUOTE_WIZARD_ACTION}
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        onChange={hydrated ? onFormChange : undefined}
        className="mt-5"
        aria-labelledby="quote-step-heading"
      >
        <input type="hidden" name="step" value={step} />
        <input type="hidden" name="returnTo" value={returnTo} />

        <StepTitle
          id="quote-step-heading"
          data-wizard-heading
          tabIndex={-1}
          // Moves focus to the new step after a no-JS post.
          autoFocus={serverFocus && !firstErrorField}
          className="text-lg font-semibold text-brand-900 focus:outline-none"
        >
          {QUOTE_STEP_TITLES[step - 1]}
        </StepTitle>

        <div
          className="mt-3 space-y-4"
          hidden={step !== 1}
          data-current-step={step === 1 || undefined}
        >
          <ChoiceField
            name="serviceType"
            legend="Service"
            errors={errors}
            defaultValue={initial.serviceType}
            autoFocus={step === 1 && autoFocusField === 'serviceType'}
            options={SERVICE_TYPES.map((value) => ({ value, ...SERVICE_OPTIONS[value] }))}
          />
        </div>

        <div
          className="mt-3 space-y-4"
          hidden={step !== 2}
          data-current-step={step === 2 || undefined}
        >
          <ChoiceField
            name="propertyType"
            legend="Property type"
            columns={2}
            errors={errors}
            defaultValue={initial.propertyType}
            autoFocus={step === 2 && autoFocusField === 'propertyType'}
            options={PROPERTY_TYPES.map((value) => ({ value, ...PROPERTY_OPTIONS[value] }))}
          />
          <TextField
            name="zipCode"
            label="ZIP code"
            hint="We serve Broward, Miami-Dade and Palm Beach counties."
            required
            errors={errors}
            defaultValue={initial.zipCode}
            autoFocus={step === 2 && autoFocusField === 'zipCode'}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            pattern="[0-9]{5}"
          />
        </div>

        <div
          className="mt-3 space-y-4"
          hidden={step !== 3}
          data-current-step={step === 3 || undefined}
        >
          <ChoiceField
            name="timeFrame"
            legend="When do you need it?"
            columns={2}
            errors={errors}
            defaultValue={initial.timeFrame}
            autoFocus={step === 3 && autoFocusField === 'timeFrame'}
            options={TIME_FRAMES.map((value) => ({ value, ...TIME_FRAME_OPTIONS[value] }))}
          />
          <TextField
            name="roomCount"
            label="How many windows or rooms?"
            placeholder="e.g. 6 windows in 3 rooms"
            required
            errors={errors}
            defaultValue={initial.roomCount}
            autoFocus={step === 3 && autoFocusField === 'roomCount'}
            maxLength={100}
          />
        </div>

        <div
          className="mt-3 space-y-4"
          hidden={step !== 4}
          data-current-step={step === 4 || undefined}
        >
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
          <div className="flex items-start gap-3">
            <input
              id="quote-isHomeowner"
              type="checkbox"
              name="isHomeowner"
              defaultChecked={Boolean(initial.isHomeowner && initial.isHomeowner !== 'false')}
              aria-describedby="isHomeowner-hint"
              className="mt-1 size-4 accent-brand-700"
            />
            <div>
              <label htmlFor="quote-isHomeowner" className="font-medium text-slate-800">
                I am the homeowner
              </label>
              <p id="isHomeowner-hint" className="text-sm text-slate-600">
                Optional. Renters, condo boards and property managers are welcome too.
              </p>
            </div>
          </div>
        </div>

        <div
          className="mt-3 space-y-4"
          hidden={step !== 5}
          data-current-step={step === 5 || undefined}
        >
          <TextField
            name="name"
            label="Full name"
            required
            autoComplete="name"
            errors={errors}
            defaultValue={initial.name}
            autoFocus={step === 5 && autoFocusField === 'name'}
            maxLength={100}
          />
          <TextField
            name="email"
            label="E-mail"
            type="email"
            required
            autoComplete="email"
            errors={errors}
            defaultValue={initial.email}
            autoFocus={step === 5 && autoFocusField === 'email'}
            maxLength={254}
          />
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            errors={errors}
            defaultValue={initial.phone}
            autoFocus={step === 5 && autoFocusField === 'phone'}
            maxLength={30}
          />
          <TextField
            name="address"
            label="Address"
            autoComplete="street-address"
            errors={errors}
            defaultValue={initial.address}
            autoFocus={step === 5 && autoFocusField === 'address'}
            maxLength={200}
          />
          <TextAreaField
            name="details"
            label="Anything else we should know?"
            errors={errors}
            defaultValue={initial.details}
            autoFocus={step === 5 && autoFocusField === 'details'}
            maxLength={1000}
          />
          {isRepair ? (
            <RepairPhotos
              errors={errors}
              photos={photos}
              onChange={setPhotos}
              hydrated={hydrated}
              autoFocus={step === 5 && autoFocusField === PHOTO_FIELD}
            />
          ) : null}
          {/* A field people never see; bots that fill it get a polite fake success. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`quote-${HONEYPOT_FIELD}`}>Leave this field empty</label>
            <input
              id={`quote-${HONEYPOT_FIELD}`}
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
        </div>

        {/* Continue comes first so Enter moves forward; Back is shown on the left. */}
        <div className="mt-6 flex flex-row-reverse items-center justify-between gap-3">
          {step < QUOTE_STEP_COUNT ? (
            <button
              type="submit"
              name="intent"
              value="continue"
              className="rounded-md bg-accent-500 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-400"
            >
              Continue
            </button>
          ) : (
            <button
              type="submit"
              name="intent"
              value="submit"
              disabled={submitting}
              aria-disabled={submitting || undefined}
              className="rounded-md bg-accent-500 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-400 disabled:opacity-70"
            >
              {submitting ? 'Submitting...' : 'Get My Free Quote'}
            </button>
          )}
          {step > 1 ? (
            <button
              type="submit"
              name="intent"
              value="back"
              formNoValidate
              className="rounded-md border border-slate-400 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            >
              Back
            </button>
          ) : (
            <span />
          )}
        </div>
      </form>
    </div>
  )
}
