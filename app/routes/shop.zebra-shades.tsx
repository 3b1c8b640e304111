import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { configuratorHandle, configuratorShouldRevalidate } from '~/components/configurator'
import { configuratorAction, loadConfigurator } from '~/server/configurator.server'
import { getPublicEnv } from '~/server/env.server'
import { ConfiguratorPage, configuratorMeta, configuratorSeo } from './__configurator-page'

export const meta = configuratorMeta('zebra')
export const shouldRevalidate = configuratorShouldRevalidate
export const handle = configuratorHandle
export const loader = async ({ request }: LoaderFunctionArgs) => ({
  ...(await loadConfigurator('zebra', request)),
  seo: configuratorSeo('zebra', getPublicEnv()),
})
export const action = ({ request }: ActionFunctionArgs) => configuratorAction('zebra', request)
export default ConfiguratorPage
