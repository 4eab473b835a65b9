import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          // Pure functions without module state or mocks: a fresh module registry per file only cost time.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // PGlite instances are heavy; keep parallelism low on the 2-core machine.
          maxWorkers: 2,
          // Each file opens its own database and app; only the imports are shared by a worker's files,
          // which cut the suite by about a fifth (importing the server anew per file cost ~3 s each).
          isolate: false,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // One document and module registry per worker instead of per file: the suite ran about ten
          // times longer with a fresh jsdom, React and Mantine for each of its files. The setup file
          // resets what a file could leave behind.
          isolate: false,
        },
      },
    ],
  },
});
