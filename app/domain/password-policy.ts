/**
 * What a staff password must be (issue 31): at least 12 characters, at most 200, and not one
 * of the commonly used passwords (a short list shipped with the app, `common-passwords.ts`),
 * nor one character repeated, nor the person's own username or e-mail.
 */
import { COMMON_PASSWORDS } from './common-passwords'

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 200

const COMMON = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()))

/** Why the password is refused, in words for the form, or null when it is fine. */
export function passwordProblem(password: string, ownNames: readonly string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters.`
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Use at most ${PASSWORD_MAX_LENGTH} characters.`
  }
  const lower = password.toLowerCase()
  // The list's words with digits or a "!" added at the end are just as easy to guess.
  const stem = lower.replace(/[\d!.?]+$/, '')
  if (COMMON.has(lower) || COMMON.has(stem) || /^(.)\1+$/.test(lower)) {
    return 'That password is too common. Choose another one.'
  }
  if (ownNames.some((name) => name && lower.includes(name.toLowerCase().split('@')[0]))) {
    return 'Do not use your own name or e-mail in the password.'
  }
  return null
}
