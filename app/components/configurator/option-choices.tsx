import type { ReactNode } from 'react'
import { type ChoiceOption, ErrorList, RadioGroupField } from '~/components/forms'
import { INSTALLATION_OPTION } from '~/domain/cart'
import { type ConfigErrors, type ConfigFormValues, formatCents } from '~/domain/pricing'
import { StepCard } from './step-card'
import type { ConfiguratorData } from './types'

/**
 * An option's fee as the configurators show it, beside its name: '+$15.00', or 'Included'
 * when it adds nothing to the price (never 'FREE': installation is charged by width, see
 * `InstallationCharge`).
 */
export function feeLabel(cents: number): string {
  return cents === 0 ? 'Included' : `+${formatCents(cents)}`
}

/**
 * The installation charge for the chosen size and quantity, worded as the requirements ask (docs/requirements.md, R17):
 * 'Professional installation: $10 per foot of width, $40.42 for this shade'.
 */
export function installationSentence(installationCents: number, quantity: number): string {
  const shades = quantity > 1 ? `these ${quantity} shades` : 'this shade'
  return `Professional installation: $10 per foot of width, ${formatCents(installationCents)} for ${shades}`
}

type ChoiceName = 'mountType' | 'operationType' | 'controlSide'

/** The shades' radio steps: title, legend (for screen readers) and the choices every shade has. */
const CHOICES: Record<ChoiceName, { title: string; legend: string; options: ChoiceOption[] }> = {
  mountType: {
    title: 'Mount Type',
    legend: 'Mount type',
    options: [
      { value: 'inside', label: 'Inside Mount', hint: 'Fits inside the window frame' },
      { value: 'outside', label: 'Outside Mount', hint: 'Covers the frame from the wall' },
    ],
  },
  operationType: {
    title: 'Operation Type',
    legend: 'Operation type',
    options: [{ value: 'manual', label: 'Manual', hint: 'Cord or chain control' }],
  },
  controlSide: {
    title: 'Control Side',
    legend: 'Control side',
    options: [
      { value: 'left', label: 'Left' },
      { value: 'right', label: 'Right' },
    ],
  },
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
  const { title, legend, options } = CHOICES[name]
  const error = errors[name]
  return (
    <StepCard step={step} title={title}>
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
        legend={<span className="sr-only">{legend}</span>}
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
  return (
    <fieldset aria-describedby={error ? 'options-error' : undefined}>
      <legend className="sr-only">Options</legend>
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
                    {option.name}{' '}
                    <span className="whitespace-nowrap text-brand-800">
                      {isInstallation
                        ? formatCents(installation.cents)
                        : feeLabel(option.priceCents)}
                    </span>
                  </span>
                  {isInstallation ? (
                    <span
                      className="mt-1 block text-sm font-semibold text-slate-800"
                      data-testid="installation-charge"
                    >
                      {installationSentence(installation.cents, installation.quantity)}
                    </span>
                  ) : null}
                  {option.description ? (
                    <span className="mt-1 block text-sm text-slate-700">{option.description}</span>
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
