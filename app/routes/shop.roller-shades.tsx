import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { configuratorHandle, configuratorShouldRevalidate } from '~/components/configurator'
import { configuratorAction, loadConfigurator } from '~/server/catalog/configurator.server'
import { ConfiguratorPage, configuratorMeta } from './__configurator-page'

export const meta = configuratorMeta('roller')
export const shouldRevalidate = configuratorShouldRevalidate
export const handle = configuratorHandle
export const loader = ({ request }: LoaderFunctionArgs) => loadConfigurator('roller', request)
export const action = ({ request }: ActionFunctionArgs) => configuratorAction('roller', request)
export default ConfiguratorPage
