import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Configurator, configuratorShouldRevalidate } from '~/components/configurator'
import { configuratorAction, loadConfigurator } from '~/server/configurator.server'

export const meta: MetaFunction = () => [
  { title: 'Roller Shades | Shop Made-to-Measure | Tri-County Blinds & Shades' },
  {
    name: 'description',
    content:
      'Made-to-measure roller shades: light-filtering, solar screen and blackout fabrics, manual or motorized. Instant online price.',
  },
]

export const shouldRevalidate = configuratorShouldRevalidate

export async function loader({ request }: LoaderFunctionArgs) {
  return loadConfigurator('roller', request)
}

export async function action({ request }: ActionFunctionArgs) {
  return configuratorAction('roller', request)
}

export default function RollerShadesPage() {
  const data = useLoaderData<typeof loader>()
  return <Configurator data={data} />
}
