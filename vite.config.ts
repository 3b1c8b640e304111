/// <reference types="vitest/config" />
import path from 'node:path'
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin, type Rollup } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

const isVitest = Boolean(process.env.VITEST)

/**
 * `npm run dev`: what scripts/ops/start.js does for the built server, through Vite's module graph
 * (the same module instances Remix renders with): settings checked, the third-party mocks
 * loaded when MOCKS=true (Remix's plugin has read .env into process.env by then), then the
 * boot module (database, background jobs: app/server/platform/boot.server.ts).
 */
function bootDevServer(): Plugin {
  return {
    name: 'boot-dev-server',
    apply: 'serve',
    configureServer(server) {
      let booted: Promise<void> | undefined
      const start = () => {
        booted ??= (async () => {
          const entry = await server.ssrLoadModule('/app/server/platform/boot.server.ts')
          if (entry.validateSettings().MOCKS) await server.ssrLoadModule('/tests/mocks/index.ts')
          await entry.boot()
        })().catch((error) => {
          console.error('[boot] the development server could not start its work', error)
          process.exit(1)
        })
        return booted
      }
      server.httpServer?.once('listening', start)
      // No request is answered before the mocks are in place.
      server.middlewares.use((_req, _res, next) => {
        start().then(() => next(), next)
      })
    },
  }
}

/**
 * First-load budgets (tests/integration/bundle-budget.test.ts): every page loads React, Remix and
 * the modules app/root.tsx imports (header, footer, toaster, cart, icons…). Left to Rollup they
 * were a dozen small chunks beside the framework's, each gzipped on its own and each with its
 * import lines; one chunk of them compresses about 3 KB smaller. Only what every page loads
 * statically goes in it: a module one page needs, or one loaded with import(), stays out.
 */
function firstLoadChunk(): Plugin {
  const entries = ['app/entry.client.tsx', 'app/root.tsx'].map((file) => path.resolve(file))
  let everyPage: Set<string> | undefined
  const loadedByEveryPage = (getModuleInfo: Rollup.GetModuleInfo) => {
    const seen = new Set<string>()
    const visit = (id: string) => {
      if (seen.has(id)) return
      seen.add(id)
      for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported)
    }
    for (const entry of entries) visit(entry)
    // The entries stay files of their own: Remix's manifest names them.
    for (const entry of entries) seen.delete(entry)
    return seen
  }
  return {
    name: 'first-load-chunk',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild) return
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks(id, { getModuleInfo }) {
                everyPage ??= loadedByEveryPage(getModuleInfo)
                return everyPage.has(id) ? 'shell' : undefined
              },
            },
          },
        },
      }
    },
  }
}

export default defineConfig({
  server: { port: 3000 },
  build: { target: 'es2022', cssMinify: true },
  plugins: [
    tailwindcss(),
    !isVitest &&
      remix({
        // A separate build folder lets several checkouts' test runs share one machine.
        buildDirectory: process.env.BUILD_DIR ?? 'build',
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
          v3_routeConfig: true,
        },
      }),
    tsconfigPaths(),
    !isVitest && bootDevServer(),
    !isVitest && firstLoadChunk(),
  ],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'db/**/*.test.ts',
      'server/**/*.test.js',
      'tests/integration/**/*.test.ts',
      'tests/security/**/*.test.ts',
    ],
    // The render-budget probe measures another visitor's latency under a flood: it runs alone
    // (scripts/test.sh, RENDER_BUDGET_ALONE=1), never beside other test files that share the CPU.
    exclude: process.env.RENDER_BUDGET_ALONE
      ? ['**/node_modules/**']
      : ['**/node_modules/**', 'tests/security/render-budget.test.ts'],
    globalSetup: ['./tests/setup/global-setup.ts'],
    setupFiles: ['./tests/setup/setup-test-env.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
})
