/**
 * Loaded into the server process when MOCKS=true: every third-party API the site
 * calls is answered here, and anything else (the app's own requests) passes through.
 */
import { setupServer } from 'msw/node'
import { handlers } from './handlers'

export const mockServer = setupServer(...handlers)

mockServer.listen({ onUnhandledRequest: 'bypass' })
console.info('🔶 Mock server installed (Stripe, OpenAI, Housecall Pro, S3, Twilio)')

process.once('SIGINT', () => mockServer.close())
process.once('SIGTERM', () => mockServer.close())
