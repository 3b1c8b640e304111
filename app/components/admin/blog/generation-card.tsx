import { useFetcher } from '@remix-run/react'
import { type FormEvent, useState } from 'react'
import { Button } from '~/components/ui/button'
import {
  cityBadges,
  GENERATION_NOTICE,
  generateButtonLabel,
  SELECT_CITY_MESSAGE,
  SELECT_SERVICE_MESSAGE,
} from '~/domain/blog-generation'

export type GenerationCardData = {
  enabled: boolean
  cities: readonly string[]
  services: readonly string[]
  defaultCities: readonly string[]
  defaultServices: readonly string[]
}

export type GenerationFailure = { title: string; message: string }

/**
 * AI Blog Generation: cities and service topics (defaults ticked), the selected cities as
 * badges (10, then '+N more'), and Generate. While the model works the button is disabled and
 * a progress notice says it may take 1-2 minutes. A plain form post without JavaScript.
 */
export function GenerationCard({
  data,
  failure,
}: {
  data: GenerationCardData
  failure?: GenerationFailure | null
}) {
  const fetcher = useFetcher<{ generation?: GenerationFailure }>()
  const [cities, setCities] = useState<string[]>([...data.defaultCities])
  const [services, setServices] = useState<string[]>([...data.defaultServices])
  const [selectionError, setSelectionError] = useState<string | null>(null)
  const generating = fetcher.state !== 'idle'
  const shownFailure = selectionError
    ? { title: 'Selection Required', message: selectionError }
    : (fetcher.data?.generation ?? failure ?? null)
  const badges = cityBadges(cities)

  const toggle = (list: string[], set: (next: string[]) => void, value: string) => {
    setSelectionError(null)
    set(list.includes(value) ? list.filter((v) => v !== value) : [...list, value])
  }
  const onSubmit = (event: FormEvent) => {
    const message = !cities.length
      ? SELECT_CITY_MESSAGE
      : !services.length
        ? SELECT_SERVICE_MESSAGE
        : null
    if (message) {
      event.preventDefault()
      setSelectionError(message)
    }
  }

  return (
    <section
      aria-labelledby="generation-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="generation-title" className="text-lg font-bold text-brand-900">
        AI Blog Generation
      </h2>
      {!data.enabled ? (
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-slate-800">
          Blog generation is off: the OpenAI API key is not set. Add <code>OPENAI_API_KEY</code> to
          the server's environment variables to turn it on. Posts can still be written by hand.
        </p>
      ) : (
        <fetcher.Form method="post" onSubmit={onSubmit} className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="generate" />
          <p className="text-sm text-slate-700">
            One draft per selected city, about the selected services. Drafts are never published
            until you review and publish them.
          </p>
          <fieldset>
            <legend className="font-semibold text-slate-800">Target cities</legend>
            <div className="mt-2 flex flex-wrap gap-2" aria-hidden="true">
              {badges.shown.map((city) => (
                <span
                  key={city}
                  className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-800"
                >
                  {city}
                </span>
              ))}
              {badges.more ? (
                <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-sm text-slate-800">
                  +{badges.more} more
                </span>
              ) : null}
            </div>
            <Checkboxes
              name="selectedCities"
              choices={data.cities}
              chosen={cities}
              onToggle={(city) => toggle(cities, setCities, city)}
              className="sm:grid-cols-2"
            />
          </fieldset>
          <fieldset>
            <legend className="font-semibold text-slate-800">Service topics</legend>
            <Checkboxes
              name="selectedServices"
              choices={data.services}
              chosen={services}
              onToggle={(service) => toggle(services, setServices, service)}
            />
          </fieldset>
          <fieldset>
            <legend className="font-semibold text-slate-800">Language of the drafts</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              <label className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="language" value="en" defaultChecked /> English
              </label>
              <label className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="language" value="es" /> Español (for /es/blog)
              </label>
            </div>
          </fieldset>
          {shownFailure ? (
            <div
              role="alert"
              className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900"
            >
              <p className="font-bold">{shownFailure.title}</p>
              <p>{shownFailure.message}</p>
            </div>
          ) : null}
          <Button type="submit" variant="secondary" disabled={generating} block>
            {generating ? 'Generating drafts…' : generateButtonLabel(cities.length)}
          </Button>
          <div role="status" aria-live="polite">
            {generating ? (
              <div className="space-y-2">
                <div className="h-2 overflow-hidden rounded bg-slate-200">
                  <div className="h-full w-1/3 animate-pulse rounded bg-brand-700" />
                </div>
                <p className="text-sm text-slate-700">{GENERATION_NOTICE}</p>
              </div>
            ) : (
              <p className="text-sm text-slate-600">May take 1-2 minutes.</p>
            )}
          </div>
        </fetcher.Form>
      )}
    </section>
  )
}

function Checkboxes({
  name,
  choices,
  chosen,
  onToggle,
  className = '',
}: {
  name: string
  choices: readonly string[]
  chosen: readonly string[]
  onToggle: (value: string) => void
  className?: string
}) {
  return (
    <div className={`mt-2 grid gap-1 ${className}`}>
      {choices.map((choice) => (
        <label key={choice} className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            name={name}
            value={choice}
            checked={chosen.includes(choice)}
            onChange={() => onToggle(choice)}
            className="size-4 accent-brand-700"
          />
          {choice}
        </label>
      ))}
    </div>
  )
}
