import type { InputHTMLAttributes, ReactNode } from 'react'
import { CheckboxField, Field, RadioGroupField, TextareaField } from '~/components/forms'
import { TextConsentField } from '~/components/forms/text-consent-field'
import {
  type FieldErrors,
  PHOTO_FIELD,
  PROPERTY_TYPES,
  QUOTE_STEP_COUNT,
  type QuoteValues,
  SERVICE_TYPES,
  TIME_FRAMES,
} from '~/domain/quote-wizard-steps'
import { useServiceArea } from '~/hooks/use-service-area'
import { useFromEnglish, useLocalePath, useT } from '../i18n'
import { ServiceAreaNotice } from '../service-area-notice'
import { Button } from '../ui/button'
import { AnswersSummary } from './answers-summary'
import { type FieldSource, wizardField } from './fields'
import { type PhotoPreview, RepairPhotos } from './photos'

/**
 * The wizard's questions with choices: the legend, the cards, in one or two columns. The words
 * are ids in app/locales/<language>/quote.json: `quote.<question>.<value>` and its `.hint`.
 */
const CHOICES = {
  serviceType: { columns: 1, values: SERVICE_TYPES, hints: SERVICE_TYPES },
  propertyType: { columns: 2, values: PROPERTY_TYPES, hints: [] },
  timeFrame: { columns: 2, values: TIME_FRAMES, hints: ['asap'] },
} as const

type InputSpec = { label: string; placeholder?: string } & InputHTMLAttributes<HTMLInputElement>

/**
 * The wizard's text inputs: the label (and placeholder) by id in app/locales, and what helps
 * the browser fill them in.
 */
const INPUTS = {
  zipCode: {
    label: 'quote.zipCode.label',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: 5,
    pattern: '[0-9]{5}',
  },
  roomCount: {
    label: 'quote.roomCount.label',
    placeholder: 'quote.roomCount.placeholder',
    maxLength: 100,
  },
  name: { label: 'quote.name.label', autoComplete: 'name', maxLength: 100 },
  email: { label: 'quote.email.label', type: 'email', autoComplete: 'email', maxLength: 254 },
  phone: { label: 'quote.phone.label', type: 'tel', autoComplete: 'tel', maxLength: 30 },
  address: { label: 'quote.address.label', autoComplete: 'street-address', maxLength: 200 },
} satisfies Record<string, InputSpec>

function Choice({ name, source }: { name: keyof typeof CHOICES; source: FieldSource }) {
  const t = useT()
  const { columns, values, hints } = CHOICES[name]
  const options = values.map((value) => ({
    value,
    label: t(`quote.${name}.${value}`),
    hint: (hints as readonly string[]).includes(value)
      ? t(`quote.${name}.${value}.hint`)
      : undefined,
  }))
  return (
    <RadioGroupField
      field={wizardField(name, source)}
      legend={t(`quote.${name}.legend`)}
      columns={columns}
      options={options}
    />
  )
}

function Input({ name, source }: { name: keyof typeof INPUTS; source: FieldSource }) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  // The ZIP's hint says the published service area (business settings, in English: its
  // Spanish, when a part has it, by its words).
  const area = useServiceArea()
  const hint =
    name === 'zipCode' && area
      ? t('quote.zipCode.hint', { area: fromEnglish(area.description) })
      : undefined
  const { label, placeholder, ...input } = INPUTS[name] as InputSpec
  return (
    <Field
      field={wizardField(name, source)}
      hint={hint}
      {...input}
      label={t(label)}
      placeholder={placeholder ? t(placeholder) : undefined}
    />
  )
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
  const t = useT()
  const to = useLocalePath()
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
          <a href={to('/measuring-guide')} className="inline-flex min-h-8 items-center">
            {t('quote.measuringSheet')}
          </a>
          <a
            href={to('/book-appointment?service=consultation')}
            className="inline-flex min-h-8 items-center"
          >
            {t('quote.weMeasure')}
          </a>
        </p>
      </StepPanel>
      <StepPanel n={4} step={step}>
        <AnswersSummary values={values} onEdit={onEdit} />
        <CheckboxField
          field={wizardField('isHomeowner', source)}
          label={t('quote.isHomeowner.label')}
          hint={t('quote.isHomeowner.hint')}
        />
      </StepPanel>
      <StepPanel n={5} step={step}>
        <Input name="name" source={source} />
        <Input name="email" source={source} />
        <Input name="phone" source={source} />
        <Input name="address" source={source} />
        <TextareaField
          field={wizardField('details', source)}
          label={t('quote.details.label')}
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
  const t = useT()
  return (
    <div className="mt-6 flex flex-row-reverse items-center justify-between gap-3">
      {step < QUOTE_STEP_COUNT ? (
        <Button name="intent" value="continue" size="lg">
          {t('quote.continue')}
        </Button>
      ) : (
        <Button
          name="intent"
          value="submit"
          size="lg"
          disabled={submitting}
          aria-disabled={submitting || undefined}
        >
          {submitting ? t('quote.submitting') : t('quote.submit')}
        </Button>
      )}
      {step > 1 ? (
        <Button name="intent" value="back" variant="ghost" size="lg" formNoValidate>
          {t('quote.back')}
        </Button>
      ) : (
        <span />
      )}
    </div>
  )
}
