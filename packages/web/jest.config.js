const shared = {
  moduleNameMapper: {
    '^@cui/shared$': '<rootDir>/../shared/src/index.ts',
  },
  // jotai ships ES modules only: compiled like the app's own files.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/jotai@[^/]+/node_modules/)?jotai/)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};

/** @type {import('jest').Config} */
export default {
  projects: [
    // Pure logic: no DOM, fastest start-up.
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/*.test.ts'],
    },
    // Components rendered in jsdom with the app's providers (test/support/render.tsx).
    {
      ...shared,
      displayName: 'components',
      testEnvironment: '<rootDir>/test/support/jsdom-environment.js',
      testMatch: ['<rootDir>/test/components/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/support/setup-dom.ts'],
    },
  ],
};
