import type { InputHTMLAttributes, ReactNode } from 'react'
import { CheckboxField, Field, RadioGroupField, TextareaField } from '~/components/forms'
import { TextConsentField } from '~/components/forms/text-consent-field'
import {
  type FieldErrors,
  PHOTO_FIELD,
  PROPERTY_OPTIONS,
  PROPERTY_TYPES,
  QUOTE_STEP_COUNT,
  type QuoteValues,
  SERVICE_OPTIONS,
  SERVICE_TYPES,
  TIME_FRAME_OPTIONS,
  TIME_FRAMES,
} from '~/domain/quote-wizard-steps'
import { useServiceArea } from '~/hooks/use-service-area'
import { ServiceAreaNotice } from '../service-area-notice'
import { Button } from '../ui/button'
import { AnswersSummary } from './answers-summary'
import { type FieldSource, wizardField } from './fields'
import { type PhotoPreview, RepairPhotos } from './photos'

/** The wizard's questions with choices: the legend, the cards, in one or two columns. */
const CHOICES = {
  serviceType: {
    legend: 'Service',
    columns: 1,
    options: SERVICE_TYPES.map((value) => ({ value, ...SERVICE_OPTIONS[value] })),
  },
  propertyType: {
    legend: 'Property type',
    columns: 2,
    options: PROPERTY_TYPES.map((value) => ({ value, ...PROPERTY_OPTIONS[value] })),
  },
  timeFrame: {
    legend: 'When do you need it?',
    columns: 2,
    options: TIME_FRAMES.map((value) => ({ value, ...TIME_FRAME_OPTIONS[value] })),
  },
} as const

type InputSpec = { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>

/** The wizard's text inputs: the label, a hint, and what helps the browser fill them in. */
const INPUTS = {
  zipCode: {
    label: 'ZIP code',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: 5,
    pattern: '[0-9]{5}',
  },
  roomCount: {
    label: 'How many windows or rooms?',
    placeholder: 'e.g. 6 windows in 3 rooms',
    maxLength: 100,
  },
  name: { label: 'Full name', autoComplete: 'name', maxLength: 100 },
  email: { label: 'E-mail', type: 'email', autoComplete: 'email', maxLength: 254 },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: 30 },
  address: { label: 'Address', autoComplete: 'street-address', maxLength: 200 },
} satisfies Record<string, InputSpec>

function Choice({ name, source }: { name: keyof typeof CHOICES; source: FieldSource }) {
  return <RadioGroupField field={wizardField(name, source)} {...CHOICES[name]} />
}

function Input({ name, source }: { name: keyof typeof INPUTS; source: FieldSource }) {
  // The ZIP's hint says the published service area (business settings).
  const area = useServiceArea()
  const hint = name === 'zipCode' ? (area ? `We serve ${area.description}.` : undefined) : undefined
  return <Field field={wizardField(name, source)} hint={hint} {...(INPUTS[name] as InputSpec)} />
}

/** One step's fields; the steps not shown stay in the form, hidden, so everything posts. */
function StepPanel({ n, step, children }: { n: number; step: number; children: ReactNode }) {
  return (
    <div className="mt-3 space-y-4" hidden={step !== n} data-current-step={step === n || undefined}>
      {children}
    </div>
  )
}

/** The five steps' fields, all in the one form. */
export function WizardSteps({
  step,
  values,
  source,
  photos,
  onPhotosChange,
  onEdit,
  hydrated,
  textConsent,
}: {
  step: number
  /** The answers so far (the summary, and whether photos are asked for). */
  values: QuoteValues
  /** The errors, and what the fields start with (the answers when the form was last reset). */
  source: { errors: FieldErrors; initial: QuoteValues }
  photos: PhotoPreview[]
  onPhotosChange: (photos: PhotoPreview[]) => void
  /** With JavaScript: an Edit link of step 4 shows that step in place. */
  onEdit?: (step: number) => void
  hydrated: boolean
  /** The "Text me" words from the server (shown only when it sent them). */
  textConsent?: { label: string; details: string }
}) {
  return (
    <>
      <StepPanel n={1} step={step}>
        <Choice name="serviceType" source={source} />
      </StepPanel>
      <StepPanel n={2} step={step}>
        <Choice name="propertyType" source={source} />
        <Input name="zipCode" source={source} />
        {/* As the ZIP is typed (JavaScript); without it, on the next step. */}
        <ServiceAreaNotice zip={step === 2 ? values.zipCode : undefined} />
      </StepPanel>
      <StepPanel n={3} step={step}>
        <ServiceAreaNotice zip={step === 3 ? values.zipCode : undefined} />
        <Choice name="timeFrame" source={source} />
        <Input name="roomCount" source={source} />
        {/* Measuring help where sizes are asked (issue 30): plain links, kept small for the page's budget. */}
        {/* Targets at least 24 px tall with room between them (WCAG 2.5.8). */}
        <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm underline">
          <a href="/measuring-guide" className="inline-flex min-h-8 items-center">
            Measuring sheet
          </a>
          <a
            href="/book-appointment?service=consultation"
            className="inline-flex min-h-8 items-center"
          >
            We measure for free
          </a>
        </p>
      </StepPanel>
      <StepPanel n={4} step={step}>
        <AnswersSummary values={values} onEdit={onEdit} />
        <CheckboxField
          field={wizardField('isHomeowner', source)}
          label="I am the homeowner"
          hint="Optional. Renters, condo boards and property managers are welcome too."
        />
      </StepPanel>
      <StepPanel n={5} step={step}>
        <Input name="name" source={source} />
        <Input name="email" source={source} />
        <Input name="phone" source={source} />
        <Input name="address" source={source} />
        <TextareaField
          field={wizardField('details', source)}
          label="Anything else we should know?"
          rows={3}
          maxLength={1000}
        />
        {textConsent ? (
          <TextConsentField field={wizardField('textConsent', source)} words={textConsent} />
        ) : null}
        {values.serviceType === 'repair' ? (
          <RepairPhotos
            field={wizardField(PHOTO_FIELD, source)}
            photos={photos}
            onChange={onPhotosChange}
            hydrated={hydrated}
          />
        ) : null}
      </StepPanel>
    </>
  )
}

/** Continue comes first so Enter moves forward; Back is shown on the left. */
export function StepButtons({ step, submitting }: { step: number; submitting: boolean }) {
  return (
    <div className="mt-6 flex flex-row-reverse items-center justify-between gap-3">
      {step < QUOTE_STEP_COUNT ? (
        <Button name="intent" value="continue" size="lg">
          Continue
        </Button>
      ) : (
        <Button
          name="intent"
          value="submit"
          size="lg"
          disabled={submitting}
          aria-disabled={submitting || undefined}
        >
          {submitting ? 'Submitting...' : 'Get My Free Quote'}
        </Button>
      )}
      {step > 1 ? (
        <Button name="intent" value="back" variant="ghost" size="lg" formNoValidate>
          Back
        </Button>
      ) : (
        <span />
      )}
    </div>
  )
}
