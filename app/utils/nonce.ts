import { createContext, useContext } from 'react'

/**
 * This request's CSP nonce (server/security.js): the server render puts it on the inline
 * scripts Remix emits. In the browser it is empty, as browsers hide nonces from the DOM.
 */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce(): string {
  return useContext(NonceContext)
}
