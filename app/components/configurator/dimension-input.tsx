import { useState } from 'react'
import { ErrorList } from '~/components/forms'
import { useT } from '~/components/i18n'
import { type ConfigFormValues, FRACTION_LABELS, nearestEighth } from '~/domain/pricing'

/**
 * Width or height: whole inches and a fraction in eighths, the product's limits under them
 * and the size error (id `width-error` / `height-error`).
 *
 * A decimal typed into the inches (48.5) is read at once as whole inches plus the nearest
 * eighth (docs/requirements.md, R18): the fraction list moves to 1/2, the price follows, a note says what
 * was done, and the inches field shows 48 once the customer leaves it. While typing, the field
 * keeps the text as typed so '48.125' can be finished. Without JavaScript the server refuses
 * a decimal with a message next to the field.
 */
export function DimensionInput({
  name,
  values,
  limits,
  error,
  onChange,
}: {
  name: 'width' | 'height'
  values: ConfigFormValues
  limits: { min: number; max: number }
  error?: string
  onChange: (patch: Partial<ConfigFormValues>) => void
}) {
  const t = useT()
  const label = t(`configurator.size.${name}`)
  const wholeKey = `${name}Whole` as const
  const fractionKey = `${name}Fraction` as const
  const errorId = `${name}-error`
  const noteId = `${name}-converted`
  // The text being typed, when it is a decimal; the configuration holds the converted size.
  const [draft, setDraft] = useState<string | null>(null)
  const [converted, setConverted] = useState<string | null>(null)

  const typeInches = (text: string) => {
    const nearest = text.includes('.') ? nearestEighth(text) : null
    if (!nearest) {
      setDraft(null)
      setConverted(null)
      onChange({ [wholeKey]: text })
      return
    }
    const fraction = FRACTION_LABELS[nearest.eighths]
    setDraft(text)
    setConverted(
      t('configurator.size.converted', {
        typed: text.trim(),
        inches: `${nearest.whole}${nearest.eighths ? ` ${fraction}` : ''}`,
        whole: nearest.whole,
        fraction: nearest.eighths ? fraction : 'none',
      }),
    )
    onChange({ [wholeKey]: String(nearest.whole), [fractionKey]: String(nearest.eighths) })
  }

  const describedBy = [error ? errorId : null, converted ? noteId : null].filter(Boolean).join(' ')
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-slate-800">
        {label} <span className="font-normal text-slate-700">{t('configurator.size.inches')}</span>
      </legend>
      <div className="mt-2 flex gap-2">
        <div className="flex-1">
          <label htmlFor={wholeKey} className="block text-sm text-slate-700">
            {t('configurator.size.wholeInches', { label })}
          </label>
          <input
            id={wholeKey}
            name={wholeKey}
            // Text with the decimal keypad: a phone's numeric keypad has no point to type 48.5
            // and a number field hides what was typed while it is not yet a number.
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft ?? values[wholeKey]}
            onChange={(e) => typeInches(e.target.value)}
            onBlur={() => setDraft(null)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className="mt-1 w-full rounded-md border border-slate-500 px-3 py-2"
          />
        </div>
        <div className="w-28">
          <label htmlFor={fractionKey} className="block text-sm text-slate-700">
            {t('configurator.size.fraction')}
          </label>
          <select
            id={fractionKey}
            name={fractionKey}
            value={values[fractionKey]}
            onChange={(e) => {
              setConverted(null)
              onChange({ [fractionKey]: e.target.value })
            }}
            className="mt-1 w-full rounded-md border border-slate-500 bg-white px-2 py-2"
          >
            {FRACTION_LABELS.map((labelText, eighths) => (
              <option key={labelText} value={String(eighths)}>
                {labelText === '0' ? '0' : `${labelText}"`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-700">
        {t('configurator.size.limits', { min: limits.min, max: limits.max })}
      </p>
      <p id={noteId} role="status" className="text-sm font-semibold text-brand-800">
        {converted}
      </p>
      <ErrorList id={errorId} errors={error ? [error] : null} />
    </fieldset>
  )
}
