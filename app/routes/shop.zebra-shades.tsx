import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Configurator, configuratorShouldRevalidate } from '~/components/configurator'
import { configuratorAction, loadConfigurator } from '~/server/configurator.server'

export const meta: MetaFunction = () => [
  { title: 'Zebra Shades | Shop Made-to-Measure | Tri-County Blinds & Shades' },
  {
    name: 'description',
    content:
      'Made-to-measure zebra (dual) shades with alternating sheer and solid bands, manual or motorized. Instant online price.',
  },
]

export const shouldRevalidate = configuratorShouldRevalidate

export async function loader({ request }: LoaderFunctionArgs) {
  return loadConfigurator('zebra', request)
}

export async function action({ request }: ActionFunctionArgs) {
  return configuratorAction('zebra', request)
}

export default function ZebraShadesPage() {
  const data = useLoaderData<typeof loader>()
  return <Configurator data={data} />
}
