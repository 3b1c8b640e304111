import { ErrorList } from '~/components/forms'
import { type ConfigFormValues, FRACTION_LABELS } from '~/domain/pricing'

/**
 * Width or height: whole inches and a fraction in eighths, the product's limits under them
 * and the size error (id `width-error` / `height-error`).
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
  const label = name === 'width' ? 'Width' : 'Height'
  const wholeKey = `${name}Whole` as const
  const fractionKey = `${name}Fraction` as const
  const errorId = `${name}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-slate-800">
        {label} <span className="font-normal text-slate-600">(inches)</span>
      </legend>
      <div className="mt-2 flex gap-2">
        <div className="flex-1">
          <label htmlFor={wholeKey} className="block text-sm text-slate-700">
            {label}, whole inches
          </label>
          <input
            id={wholeKey}
            name={wholeKey}
            type="number"
            inputMode="numeric"
            min={limits.min}
            max={limits.max}
            step={1}
            value={values[wholeKey]}
            onChange={(e) => onChange({ [wholeKey]: e.target.value })}
            aria-invalid={error ? true : undefined}
            className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <div className="w-28">
          <label htmlFor={fractionKey} className="block text-sm text-slate-700">
            Fraction
          </label>
          <select
            id={fractionKey}
            name={fractionKey}
            value={values[fractionKey]}
            onChange={(e) => onChange({ [fractionKey]: e.target.value })}
            className="mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-2"
          >
            {FRACTION_LABELS.map((labelText, eighths) => (
              <option key={labelText} value={String(eighths)}>
                {labelText === '0' ? '0' : `${labelText}"`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {limits.min}" to {limits.max}"
      </p>
      <ErrorList id={errorId} errors={error ? [error] : null} />
    </fieldset>
  )
}
