module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  // Tests run against shared's sources, so they need no prior build.
  moduleNameMapper: { '^@cui/shared$': '<rootDir>/../shared/src/index.ts' },
};
