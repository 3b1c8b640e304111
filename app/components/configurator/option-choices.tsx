import type { ReactNode } from 'react'
import { type ChoiceOption, ErrorList, RadioGroupField } from '~/components/forms'
import { type Translate, useFromEnglish, useLocale, useT } from '~/components/i18n'
import { INSTALLATION_OPTION } from '~/domain/cart'
import type { Locale } from '~/domain/locale'
import { type ConfigErrors, type ConfigFormValues, formatCents } from '~/domain/pricing'
import { StepCard } from './step-card'
import type { ConfiguratorData } from './types'

/**
 * An option's fee as the configurators show it, beside its name: '+$15.00', or 'Included'
 * when it adds nothing to the price (never 'FREE': installation is charged by width, see
 * `InstallationCharge`).
 */
export function feeLabel(cents: number, t: Translate, locale: Locale): string {
  return cents === 0 ? t('configurator.included') : `+${formatCents(cents, locale)}`
}

/**
 * The installation charge for the chosen size and quantity, worded as the requirements ask (docs/requirements.md, R17):
 * 'Professional installation: $10 per foot of width, $40.42 for this shade'.
 */
export function installationSentence(
  installationCents: number,
  quantity: number,
  t: Translate,
  locale: Locale,
): string {
  return t('configurator.installationSentence', {
    price: formatCents(installationCents, locale),
    quantity,
  })
}

type ChoiceName = 'mountType' | 'operationType' | 'controlSide'

/** The shades' radio steps: title, legend (for screen readers) and the choices every shade has (ids). */
const CHOICES: Record<ChoiceName, { options: { value: string; hint?: boolean }[] }> = {
  mountType: {
    options: [
      { value: 'inside', hint: true },
      { value: 'outside', hint: true },
    ],
  },
  operationType: { options: [{ value: 'manual', hint: true }] },
  controlSide: { options: [{ value: 'left' }, { value: 'right' }] },
}

/** The step's heading's id: what tests and the error summary's links know it by. */
const SECTION_IDS: Record<ChoiceName, string> = {
  mountType: 'section-mount-type',
  operationType: 'section-operation-type',
  controlSide: 'section-control-side',
}

/**
 * One radio step of a shade configurator (mount, operation, control side) with the kit's
 * radio group; the value lives in the configurator's state, the error has the id
 * `<name>-error`. `extra` adds choices the product may not have (motorized).
 */
export function ChoiceStep({
  step,
  name,
  values,
  errors,
  extra = [],
  note,
  onChange,
}: {
  step: number
  name: ChoiceName
  values: ConfigFormValues
  errors: ConfigErrors
  extra?: ChoiceOption[]
  note?: ReactNode
  onChange: (patch: Partial<ConfigFormValues>) => void
}) {
  const t = useT()
  const options: ChoiceOption[] = CHOICES[name].options.map(({ value, hint }) => ({
    value,
    label: t(`configurator.${name}.${value}`),
    ...(hint ? { hint: t(`configurator.${name}.${value}Hint`) } : {}),
  }))
  const error = errors[name]
  return (
    <StepCard step={step} id={SECTION_IDS[name]} title={t(`configurator.${name}.title`)}>
      {note}
      <RadioGroupField
        field={{
          id: name,
          name,
          errorId: `${name}-error`,
          descriptionId: `${name}-hint`,
          errors: error ? [error] : null,
          initialValue: values[name],
        }}
        legend={<span className="sr-only">{t(`configurator.${name}.legend`)}</span>}
        columns={2}
        options={[...options, ...extra]}
        onChoose={(value) => onChange({ [name]: value })}
      />
    </StepCard>
  )
}

/**
 * The product's extra options as checkboxes ('option' fields), each with its fee beside its
 * name. Professional installation has no fee in the unit price: it is charged by width, so it
 * shows what it costs for the chosen size and quantity (the cart's figure).
 */
export function OptionList({
  options,
  selected,
  error,
  installation,
  onChange,
}: {
  options: ConfiguratorData['options']
  selected: readonly string[]
  error?: string
  /** The installation charge of this line, whether or not it is selected. */
  installation: { cents: number; quantity: number }
  onChange: (codes: string[]) => void
}) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  return (
    <fieldset aria-describedby={error ? 'options-error' : undefined}>
      <legend className="sr-only">{t('configurator.step.options')}</legend>
      <ul className="space-y-3">
        {options.map((option) => {
          const id = `option-${option.code}`
          const checked = selected.includes(option.code)
          const isInstallation = option.code === INSTALLATION_OPTION
          const toggle = (on: boolean) =>
            onChange(on ? [...selected, option.code] : selected.filter((c) => c !== option.code))
          return (
            <li key={option.code}>
              <label
                htmlFor={id}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 px-4 py-3 ${
                  checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200'
                }`}
              >
                <input
                  id={id}
                  type="checkbox"
                  name="option"
                  value={option.code}
                  checked={checked}
                  onChange={(e) => toggle(e.target.checked)}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span className="flex-1">
                  <span className="font-semibold text-slate-900">
                    {fromEnglish(option.name)}{' '}
                    <span className="whitespace-nowrap text-brand-800">
                      {isInstallation
                        ? formatCents(installation.cents, locale)
                        : feeLabel(option.priceCents, t, locale)}
                    </span>
                  </span>
                  {isInstallation ? (
                    <span
                      className="mt-1 block text-sm font-semibold text-slate-800"
                      data-testid="installation-charge"
                    >
                      {installationSentence(installation.cents, installation.quantity, t, locale)}
                    </span>
                  ) : null}
                  {option.description ? (
                    <span className="mt-1 block text-sm text-slate-700">
                      {fromEnglish(option.description)}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      <ErrorList id="options-error" errors={error ? [error] : null} />
    </fieldset>
  )
}
