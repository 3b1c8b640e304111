import { HttpResponse, http } from 'msw'

/** OpenAI chat completions: answers with a well-formed blog post as JSON text. */
export const openaiHandlers = [
  http.post('https://api.openai.com/v1/chat/completions', async ({ request }) => {
    const body = (await request.json()) as { model?: string; messages?: { content?: string }[] }
    const prompt = body.messages?.map((m) => m.content ?? '').join('\n') ?? ''
    const city = /city:\s*([^\n]+)/i.exec(prompt)?.[1]?.trim() ?? 'Fort Lauderdale'
    // A Spanish draft (issue 41: the prompt's "Language: Spanish") is answered in Spanish.
    const post = /^Language: Spanish/m.test(prompt)
      ? {
          title: `Consejos de persianas para hogares en ${city}`,
          excerpt: `Cómo los propietarios de ${city} mantienen su casa fresca, privada y lista para la temporada de huracanes.`,
          content: `<h2>Protéjase del sol de ${city}</h2><p>La luz del sur de la Florida es fuerte todo el año. Las persianas zebra y las cortinas enrollables filtran el resplandor sin quitarle la vista.</p><h2>Listo para la temporada de huracanes</h2><p>Con la motorización, sus cortinas suben con un toque antes de cerrar las contraventanas. Pida su visita gratuita a domicilio.</p>`,
          metaDescription: `Consejos sobre persianas y cortinas para propietarios en ${city}, FL.`,
          tags: ['Sur de la Florida', city],
        }
      : {
          title: `Window Treatment Tips for ${city} Homes`,
          excerpt: `How ${city} homeowners keep their homes cool, private and storm-ready.`,
          content: `<h2>Beat the ${city} sun</h2><p>South Florida light is strong all year. Zebra and roller shades filter glare while keeping the view.</p><h2>Ready for hurricane season</h2><p>Motorized shades raise with one tap when shutters go up.</p>`,
          metaDescription: `Blinds and shades advice for ${city}, FL homeowners.`,
          tags: ['South Florida', city],
        }
    return HttpResponse.json({
      id: `chatcmpl-mock-${Date.now()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'gpt-4o-mini',
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: { role: 'assistant', content: JSON.stringify(post) },
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
    })
  }),
]
