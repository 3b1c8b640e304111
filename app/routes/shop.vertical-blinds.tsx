import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { configuratorHandle, configuratorShouldRevalidate } from '~/components/configurator'
import { configuratorAction, loadConfigurator } from '~/server/configurator.server'
import { getPublicEnv } from '~/server/env.server'
import { ConfiguratorPage, configuratorMeta, configuratorSeo } from './__configurator-page'

export const meta = configuratorMeta('regular')
export const shouldRevalidate = configuratorShouldRevalidate
export const handle = configuratorHandle
export const loader = async ({ request }: LoaderFunctionArgs) => ({
  ...(await loadConfigurator('regular', request)),
  seo: configuratorSeo('regular', getPublicEnv()),
})
export const action = ({ request }: ActionFunctionArgs) => configuratorAction('regular', request)
export default ConfiguratorPage
