/**
 * The customer's choices on their estimate (issue 39): a real form with a radio per group of
 * alternatives and a checkbox per optional item, posting to the page; with JavaScript each
 * change is also read at once (`choicesOfForm`) so the totals follow before the server answers.
 */
import { Form } from '@remix-run/react'
import { useLocale, useT } from '~/components/i18n'
import { buttonClass } from '~/components/ui/button'
import type { EstimateChoices } from '~/domain/estimate'
import { formatCents } from '~/domain/pricing'

/** What the page offers to choose: each group's alternatives, and the optional items. */
export type EstimateChoicesOffered = {
  groups: {
    id: number
    legend: string
    alternatives: { id: number; label: string; netCents: number; chosen: boolean }[]
  }[]
  optional: { id: number; label: string; netCents: number; ticked: boolean }[]
}

/** The choices form: a radio per group, a checkbox per optional item; the totals follow. */
export function ChoicesForm({
  choices,
  onChange,
  error,
}: {
  choices: EstimateChoicesOffered
  onChange: (form: HTMLFormElement) => void
  error?: string
}) {
  const t = useT()
  const locale = useLocale()
  if (!choices.groups.length && !choices.optional.length) return null
  return (
    <Form
      method="post"
      id="choices"
      aria-labelledby="choices-title"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
      onChange={(event) => onChange(event.currentTarget)}
    >
      <h2 id="choices-title" className="text-xl font-bold text-brand-900">
        {t('estimate.choices.title')}
      </h2>
      <input type="hidden" name="intent" value="choose" />
      {error ? (
        <p id="choices-error" role="alert" className="mt-2 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {choices.groups.map((group) => (
        <fieldset key={group.id} className="mt-3">
          <legend className="font-semibold text-slate-900">{group.legend}</legend>
          {group.alternatives.map((a) => (
            <label key={a.id} className="mt-1 flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name={`group-${group.id}`}
                value={a.id}
                defaultChecked={a.chosen}
                className="size-5"
              />
              <span>
                {a.label}{' '}
                <span className="text-slate-700">({formatCents(a.netCents, locale)})</span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      {choices.optional.length ? (
        <fieldset className="mt-3">
          <legend className="font-semibold text-slate-900">{t('estimate.choices.optional')}</legend>
          {choices.optional.map((o) => (
            <label key={o.id} className="mt-1 flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name="optional"
                value={o.id}
                defaultChecked={o.ticked}
                className="size-5"
              />
              <span>
                {o.label}{' '}
                <span className="text-slate-700">(+{formatCents(o.netCents, locale)})</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="submit" className={buttonClass({ variant: 'outline' }, 'mt-3')}>
        {t('estimate.choices.update')}
      </button>
    </Form>
  )
}

/** The choices as the form holds them now. */
export function choicesOfForm(form: HTMLFormElement): EstimateChoices {
  const fields = new FormData(form)
  const alternatives: Record<number, number> = {}
  for (const [key, value] of fields.entries()) {
    const group = /^group-(\d+)$/.exec(key)?.[1]
    if (group) alternatives[Number(group)] = Number(value)
  }
  return { alternatives, optionalLineIds: fields.getAll('optional').map(Number) }
}
