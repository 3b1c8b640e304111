import { HoneypotInputs } from 'remix-utils/honeypot/react'

/**
 * The field people never see and simple bots fill in; `isSpam` (server/platform/http.server) reads it.
 * Put it inside every public form.
 */
export function HoneypotField() {
  return <HoneypotInputs label="Please leave this field empty" />
}
