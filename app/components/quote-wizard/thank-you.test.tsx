import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { photosNotSavedMessage } from '~/domain/lead-photos'
import { messagesFor } from '~/server/platform/i18n.server'
import { I18nProvider } from '../i18n'
import { QUOTE_WIZARD_PARTS } from './fields'
import { ThankYou } from './thank-you'

function render(
  photosNotSaved: number,
  reference: string | null = null,
  locale: 'en' | 'es' = 'en',
) {
  return renderToStaticMarkup(
    <I18nProvider locale={locale} messages={messagesFor(locale, QUOTE_WIZARD_PARTS)}>
      <ThankYou
        titleLevel={2}
        autoFocus={false}
        phone="(954) 555-0123"
        email="info@example.com"
        photosNotSaved={photosNotSaved}
        photoNotice={
          photosNotSaved ? photosNotSavedMessage(photosNotSaved, 'info@example.com') : null
        }
        reference={reference}
        returnTo="/quote"
        onStartOver={() => {}}
      />
    </I18nProvider>,
  )
}

describe('the thank-you screen', () => {
  it('says when photos did not arrive and where to e-mail them (issue 22.4)', () => {
    const html = render(2)
    expect(html).toContain('2 photos did not reach us')
    expect(html).toContain(
      'href="mailto:info@example.com?subject=Photos%20for%20my%20quote%20request"',
    )
    expect(html).toContain('E-mail the photos')
  })

  it('says nothing about photos when they all arrived', () => {
    expect(render(0)).not.toContain('did not reach us')
  })

  it('shows the request’s reference, as the acknowledgement e-mail gives it (issue 28)', () => {
    expect(render(0, 'Q-1042')).toContain('Your reference is <strong>Q-1042</strong>')
    expect(render(0)).not.toContain('Your reference')
  })

  it('says it all in Spanish on a Spanish page (issue 41)', () => {
    const html = render(2, 'Q-1042', 'es')
    expect(html).toContain('¡Solicitud de cotización enviada!')
    expect(html).toContain('Su número de referencia es <strong>Q-1042</strong>')
    expect(html).toContain('2 fotos no nos llegaron')
    expect(html).toContain('Enviar las fotos por correo')
  })

  it('words the photos that did not arrive as the server does (issue 22.4)', () => {
    for (const count of [1, 3]) {
      expect(render(count)).toContain(photosNotSavedMessage(count, 'info@example.com'))
    }
  })
})
