import { housecallProHandlers } from './housecall-pro'
import { openaiHandlers } from './openai'
import { s3Handlers } from './s3'
import { stripeHandlers } from './stripe'
import { twilioHandlers } from './twilio'

export const handlers = [
  ...stripeHandlers,
  ...openaiHandlers,
  ...housecallProHandlers,
  ...s3Handlers,
  ...twilioHandlers,
]
