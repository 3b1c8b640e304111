import { useLocation } from '@remix-run/react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import {
  PHOTO_FIELD,
  parseWizardIntent,
  type QuoteValues,
  type QuoteWizardData,
  valuesFromForm,
  type WizardState,
  withErrors,
} from '~/domain/quote-wizard-steps'
import { useBusinessPhone, useRootData } from '~/hooks/use-root-data'
import { ErrorSummary, HoneypotField, useLoadOnFirstUse } from './forms'
import { useLocalePath, useT } from './i18n'
import {
  QUOTE_ERROR_SUMMARY_ID,
  QUOTE_STEP_HEADING_ID,
  QUOTE_STEP_TITLE_IDS,
  QUOTE_WIZARD_ACTION,
  stepSummaryErrors,
} from './quote-wizard/fields'
import { type PhotoPreview, revokePreviews } from './quote-wizard/photos'
import { WizardProgress } from './quote-wizard/progress'
import { keptPhotosDraft, readSavedAnswers, saveAnswers } from './quote-wizard/saved-answers'
import { StepButtons, WizardSteps } from './quote-wizard/steps'
import { ThankYou } from './quote-wizard/thank-you'
import { forgetSessionAnswers, useQuoteSubmission } from './quote-wizard/use-quote-submission'
import { useWizardFocus } from './quote-wizard/use-wizard-focus'

export { QUOTE_WIZARD_ACTION, SUBMIT_LEAD_API } from './quote-wizard/fields'

/**
 * The wizard's checks (its zod schemas, conform's parser, `nextWizardState`) are not part of
 * the page's first load (docs/decisions/100-performance.md): they arrive when a visitor first focuses or touches
 * the form, or once the browser is idle. Until then a step posts to the server, which checks
 * it with the same rules, as without JavaScript.
 */
type QuoteRules = typeof import('~/domain/quote-wizard')
let rules: QuoteRules | null = null
let loadingRules: Promise<QuoteRules> | null = null

function loadRules() {
  loadingRules ??= import('~/domain/quote-wizard').then((module) => {
    rules = module
    return module
  })
  return loadingRules
}

const QUOTE_FORM_ID = 'quote-wizard-form'

/** The repair photos kept in this browser across a reload (loaded only when there are some). */
const keptPhotos = () => import('./quote-wizard/kept-photos')

type QuoteWizardProps = { data: QuoteWizardData; titleLevel?: 1 | 2 }

/**
 * The 5-step 'Get Your Free Quote' wizard (home hero, #contact-form; also /quote).
 * `titleLevel` 1 makes its title the page's h1 (the /quote page); steps are one level below.
 *
 * One form holds all five steps. Without JavaScript each Continue/Back posts to /quote and
 * the server answers with the next state; with it, the same `nextWizardState` runs here and
 * the final step is sent to the API (docs/decisions/020-quote-wizard-and-uploads.md).
 */
export function QuoteWizard({ data, titleLevel = 2 }: QuoteWizardProps) {
  const Title = titleLevel === 1 ? 'h1' : 'h2'
  const StepTitle = titleLevel === 1 ? 'h2' : 'h3'
  const hydrated = useHydrated()
  const t = useT()
  const to = useLocalePath()
  const location = useLocation()
  const phone = useBusinessPhone()
  const formRef = useRef<HTMLFormElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const requestFocus = useWizardFocus(rootRef)
  useLoadOnFirstUse(QUOTE_FORM_ID, loadRules)

  const [initial, setInitial] = useState<QuoteValues>(data.values)
  const [formKey, setFormKey] = useState(0)
  const [state, setState] = useState<WizardState>({
    step: data.step,
    values: data.values,
    errors: data.errors,
  })
  const [formError, setFormError] = useState<string | null>(data.formError)
  const [submitted, setSubmitted] = useState(data.submitted)
  const [photosNotSaved, setPhotosNotSaved] = useState(data.photosNotSaved ?? 0)
  const [photoNotice, setPhotoNotice] = useState(data.photoNotice ?? null)
  const [reference, setReference] = useState(data.reference ?? null)
  const email = useRootData()?.env.BUSINESS_EMAIL ?? ''
  const [photos, setPhotos] = useState<PhotoPreview[]>([])
  const { step, values, errors } = state

  // With JavaScript, a reload comes back at the step and answers this tab had
  // (quote-wizard/saved-answers.ts), unless the server's step (a post) is further on or refused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the page's first render
  useEffect(() => {
    if (data.submitted) return
    // The repair photos chosen before the reload come back too (kept in this browser).
    if (keptPhotosDraft()) {
      void keptPhotos()
        .then((kept) => kept.restoreChosenPhotos())
        .then((kept) => (typeof kept === 'string' ? showPhotoMessage(kept) : setPhotos(kept)))
    }
    if (Object.keys(data.errors).length || data.formError) return
    const saved = readSavedAnswers()
    if (!saved || saved.step < data.step) return
    const restored = { ...data.values, ...saved.values }
    setInitial(restored)
    setFormKey((k) => k + 1)
    setState({ step: saved.step, values: restored, errors: {} })
  }, [])
  useEffect(() => {
    if (submitted || (step === 1 && Object.keys(values).length === 0)) return
    saveAnswers({ step, values })
  }, [step, values, submitted])

  /** Shows a step with its errors (if any) and moves focus there. */
  function show(next: WizardState) {
    setState(next)
    setFormError(null)
    requestFocus(Object.keys(next.errors).length ? 'error' : 'heading')
  }

  function showPhotoMessage(message: string) {
    setState((current) => ({ ...current, errors: { ...current.errors, [PHOTO_FIELD]: [message] } }))
  }

  /** The photos chosen, kept for a reload; a browser that will not keep them is said to. */
  function choosePhotos(next: PhotoPreview[]) {
    setPhotos(next)
    void keptPhotos()
      .then((kept) => kept.keepChosenPhotos(next))
      .then((message) => message && showPhotoMessage(message))
  }

  const submission = useQuoteSubmission({
    phone,
    onSent(notSaved, notice, sentReference) {
      revokePreviews(photos)
      setPhotos([])
      setPhotosNotSaved(notSaved)
      setPhotoNotice(notice)
      setReference(sentReference)
      setSubmitted(true)
      requestFocus('heading')
    },
    onFieldErrors(fieldErrors) {
      setState((current) => withErrors(current, fieldErrors))
      setFormError(null)
      requestFocus('error')
    },
    onFormError: setFormError,
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Without JavaScript (or before it loads) every step is a real post to /quote; so is a
    // step sent in the moment before the wizard's checks arrive.
    if (!hydrated || !rules) return
    event.preventDefault()
    if (submission.submitting) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const { ready, ...next } = rules.nextWizardState(state, {
      answers: valuesFromForm(new FormData(event.currentTarget)),
      intent: parseWizardIntent(submitter?.value),
    })
    if (!ready) return show(next)
    setState(next)
    setFormError(null)
    void submission.send(event.currentTarget, next.values, photos)
  }

  /** Re-checks the current step as the visitor corrects it, once it has shown errors. */
  function onFormChange() {
    if (!formRef.current) return
    const answers = valuesFromForm(new FormData(formRef.current))
    setState((current) => {
      const next = { ...current, values: answers }
      // Before the checks arrive, the errors shown stay until the next Continue.
      return Object.keys(current.errors).length && rules
        ? { ...next, errors: rules.withoutFixedErrors(next) }
        : next
    })
  }

  function startOver(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return
    event.preventDefault()
    forgetSessionAnswers()
    setInitial({})
    setFormKey((k) => k + 1)
    setSubmitted(false)
    setPhotosNotSaved(0)
    setPhotoNotice(null)
    setReference(null)
    show({ step: 1, values: {}, errors: {} })
  }

  const returnTo = location.pathname

  if (submitted) {
    return (
      <div ref={rootRef} className="text-slate-900">
        <ThankYou
          titleLevel={titleLevel}
          autoFocus={!hydrated && data.focus}
          phone={phone}
          email={email}
          photosNotSaved={photosNotSaved}
          photoNotice={photoNotice}
          reference={reference}
          returnTo={returnTo}
          onStartOver={startOver}
        />
      </div>
    )
  }

  // After a no-JS post the page opens with focus on the error summary (it takes focus
  // itself) or, when the step has no errors, on the step's heading.
  const summaryErrors = stepSummaryErrors(step, errors)
  const summaryShown = !hydrated && Boolean(formError || summaryErrors.length)
  return (
    <div ref={rootRef} className="text-slate-900">
      <Title className="text-2xl font-bold text-brand-900">{t('quote.title')}</Title>
      <p className="mt-2 text-slate-700">{t('quote.intro')}</p>
      <WizardProgress step={step} />

      <form
        key={formKey}
        ref={formRef}
        id={QUOTE_FORM_ID}
        method="post"
        action={`${to(QUOTE_WIZARD_ACTION)}#${QUOTE_ERROR_SUMMARY_ID}`}
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        onChange={hydrated ? onFormChange : undefined}
        className="mt-5"
        aria-labelledby={QUOTE_STEP_HEADING_ID}
      >
        <input type="hidden" name="step" value={step} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <HoneypotField />

        <div className="mb-4 empty:hidden">
          <ErrorSummary
            id={QUOTE_ERROR_SUMMARY_ID}
            formErrors={formError ? [formError] : null}
            fieldErrors={summaryErrors}
          />
        </div>
        <StepTitle
          id={QUOTE_STEP_HEADING_ID}
          data-wizard-heading
          tabIndex={-1}
          // Moves focus to the new step after a no-JS post.
          autoFocus={!hydrated && data.focus && !summaryShown}
          className="text-lg font-semibold text-brand-900 focus:outline-none"
        >
          {t(QUOTE_STEP_TITLE_IDS[step - 1])}
        </StepTitle>

        <WizardSteps
          step={step}
          values={values}
          source={{ errors, initial }}
          photos={photos}
          onPhotosChange={choosePhotos}
          onEdit={hydrated ? (n) => show({ step: n, values, errors: {} }) : undefined}
          hydrated={hydrated}
          textConsent={data.textConsent}
        />
        <StepButtons step={step} submitting={submission.submitting} />
      </form>
    </div>
  )
}
