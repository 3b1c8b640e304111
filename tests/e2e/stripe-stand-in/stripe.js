/*
 * A stand-in for Stripe.js (https://js.stripe.com/…/stripe.js), served to the browser by the
 * e2e tests because the real one cannot load offline. It implements what
 * @stripe/react-stripe-js and the checkout page use: elements(), create('payment'), mount,
 * on/off, and confirmPayment. The "Payment Element" is a plain card-number field; the card
 * 4000 0000 0000 0002 is declined like Stripe's test card, any other one succeeds. The server
 * then asks its own (MSW) Stripe whether the intent succeeded.
 */
;(() => {
  const DECLINED = '4000000000000002'

  function createElement(type, state) {
    const handlers = {}
    const emit = (event, payload) => {
      for (const handler of handlers[event] || []) handler(payload)
    }
    let node = null
    const element = {
      mount(target) {
        node = typeof target === 'string' ? document.querySelector(target) : target
        node.innerHTML =
          '<div data-testid="stripe-stand-in" style="border:1px solid #94a3b8;border-radius:6px;padding:12px">' +
          '<label for="stand-in-card" style="display:block;font-weight:600">Card number</label>' +
          '<input id="stand-in-card" autocomplete="cc-number" inputmode="numeric" value="4242 4242 4242 4242" style="width:100%;padding:8px;border:1px solid #64748b;border-radius:4px">' +
          '</div>'
        state.input = node.querySelector('input')
        setTimeout(() => emit('ready', { elementType: type }), 50)
        return element
      },
      on(event, handler) {
        if (!handlers[event]) handlers[event] = []
        handlers[event].push(handler)
        return element
      },
      off(event, handler) {
        handlers[event] = (handlers[event] || []).filter((h) => h !== handler)
        return element
      },
      update() {},
      focus() {
        state.input?.focus()
      },
      blur() {},
      clear() {},
      unmount() {
        if (node) node.innerHTML = ''
      },
      destroy() {
        element.unmount()
      },
    }
    return element
  }

  function Stripe(publishableKey) {
    const state = { input: null, clientSecret: null }
    const unsupported = () => Promise.resolve({ error: { message: 'Not in the stand-in' } })
    return {
      _publishableKey: publishableKey,
      _registerWrapper() {},
      registerAppInfo() {},
      elements(options) {
        state.clientSecret = options?.clientSecret ?? null
        return {
          create: (type) => createElement(type, state),
          getElement: () => null,
          update() {},
          fetchUpdates: () => Promise.resolve({}),
          submit: () => Promise.resolve({}),
        }
      },
      confirmPayment() {
        const card = (state.input?.value || '').replace(/\s+/g, '')
        return new Promise((resolve) => {
          setTimeout(() => {
            if (card === DECLINED) {
              resolve({
                error: {
                  type: 'card_error',
                  code: 'card_declined',
                  message: 'Your card was declined.',
                },
              })
              return
            }
            const id = String(state.clientSecret || '').split('_secret_')[0]
            resolve({ paymentIntent: { id, object: 'payment_intent', status: 'succeeded' } })
          }, 100)
        })
      },
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      retrievePaymentIntent: unsupported,
    }
  }
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()
