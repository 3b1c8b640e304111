import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { configuratorHandle, configuratorShouldRevalidate } from '~/components/configurator'
import { configuratorAction, loadConfigurator } from '~/server/catalog/configurator.server'
import { ConfiguratorPage, configuratorMeta } from './__configurator-page'

export const meta = configuratorMeta('regular')
export const shouldRevalidate = configuratorShouldRevalidate
export const handle = configuratorHandle
export const loader = ({ request }: LoaderFunctionArgs) => loadConfigurator('regular', request)
export const action = ({ request }: ActionFunctionArgs) => configuratorAction('regular', request)
export default ConfiguratorPage
