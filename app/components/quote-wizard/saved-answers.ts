import { clampStep, QUOTE_FIELDS, type QuoteValues } from '~/domain/quote-wizard-steps'

/**
 * With JavaScript the wizard's steps never reach the server until the last one, so its answers
 * are kept in the tab's sessionStorage as they are typed: a reload (or the wizard opened again
 * on the home page or /quote in the same tab) comes back at the same step with the same answers.
 * Forgotten when the request is sent or the visitor starts over. Without JavaScript each step is
 * posted and the server keeps the answers (quote-wizard.server.ts). The repair photos are kept
 * in this browser too (kept-photos.ts, loaded only when there are some), under a draft id this
 * tab keeps here; without JavaScript the page says they must be chosen again.
 */
const KEY = 'quote-wizard-answers'
/** This tab's kept photos' draft id (kept-photos.ts writes it). */
const PHOTOS_KEY = 'quote-wizard-photos'

export type SavedAnswers = { step: number; values: QuoteValues }

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // Storage turned off (a private mode, a policy): the wizard works, it just does not remember.
    return null
  }
}

/** The saved step and answers, checked (only known fields, as text), or null. */
export function readSavedAnswers(): SavedAnswers | null {
  try {
    const raw = storage()?.getItem(KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as { step?: unknown; values?: Record<string, unknown> }
    const values: QuoteValues = {}
    for (const field of QUOTE_FIELDS) {
      const value = parsed.values?.[field]
      if (typeof value === 'string') values[field] = value.slice(0, 2000)
    }
    if (Object.keys(values).length === 0) return null
    return { step: clampStep(parsed.step), values }
  } catch {
    return null
  }
}

export function saveAnswers(answers: SavedAnswers) {
  try {
    storage()?.setItem(KEY, JSON.stringify(answers))
  } catch {
    // Full or refused: nothing to do.
  }
}

export function forgetSavedAnswers() {
  try {
    storage()?.removeItem(KEY)
  } catch {
    // Refused: nothing was kept.
  }
  if (keptPhotosDraft()) void import('./kept-photos').then((kept) => kept.forgetChosenPhotos())
}

/** This tab's kept photos' draft id, if photos were chosen (read without loading kept-photos). */
export function keptPhotosDraft(): string | null {
  try {
    return storage()?.getItem(PHOTOS_KEY) ?? null
  } catch {
    return null
  }
}
