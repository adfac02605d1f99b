const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest', swc] },
  // ESM-only dependencies that jest's CommonJS runtime must have compiled.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|jose)[@/])'],
  moduleNameMapper: {
    '^@cui/shared$': '<rootDir>/../shared/src/index.ts',
    '^@cui/offline-model$': '<rootDir>/../offline-model/src/index.ts',
  },
  testTimeout: 30000,
};
