/// <reference types="vitest/config" />
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

const isVitest = Boolean(process.env.VITEST)

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
  ],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'db/**/*.test.ts',
      'server/**/*.test.js',
      'tests/integration/**/*.test.ts',
      'tests/security/**/*.test.ts',
    ],
    globalSetup: ['./tests/setup/global-setup.ts'],
    setupFiles: ['./tests/setup/setup-test-env.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
})
