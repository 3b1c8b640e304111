import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Configurator, configuratorShouldRevalidate } from '~/components/configurator'
import { configuratorAction, loadConfigurator } from '~/server/configurator.server'

export const meta: MetaFunction = () => [
  { title: 'Vertical Blinds | Shop Made-to-Measure | Tri-County Blinds & Shades' },
  {
    name: 'description',
    content:
      'Custom vertical blinds for sliding glass doors and wide windows, made to measure in 12 fabrics. Instant online price, professional installation available.',
  },
]

export const shouldRevalidate = configuratorShouldRevalidate

export async function loader({ request }: LoaderFunctionArgs) {
  return loadConfigurator('regular', request)
}

export async function action({ request }: ActionFunctionArgs) {
  return configuratorAction('regular', request)
}

export default function VerticalBlindsPage() {
  const data = useLoaderData<typeof loader>()
  return <Configurator data={data} />
}
