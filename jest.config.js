/** Two projects: the web app under jest-fixed-jsdom, the platform server under node. */
const esmPackages = ['preact', 'rettime', 'until-async', '@open-draft/deferred-promise', 'd3-geo', 'd3-array', 'internmap'].join('|');

module.exports = {
  // On a two-core machine Jest runs the test files inside its own process (one worker): a native handle a library
  // leaves behind (DuckDB's reference reaper, an SDK's keep-alive socket) must not keep that process, and CI, waiting
  // once every result is in.
  forceExit: true,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/test/web/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/web/support/setup.ts'],
      transform: { '^.+\\.[cm]?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
      moduleNameMapper: {
        // React's API on Preact, as the production bundle has it (webpack.config.js, reactOnPreact).
        '^react$': '<rootDir>/test/web/support/reactOnPreact.cjs',
        '^react-dom$': 'preact/compat',
        '^react-dom/client$': 'preact/compat/client',
        '^react/jsx-runtime$': 'preact/jsx-runtime',
        '^react/jsx-dev-runtime$': 'preact/jsx-runtime',
        '\\.css$': 'identity-obj-proxy',
        '\\.(svg|png|jpe?g|webp|gif|mp4|webm)$': '<rootDir>/test/web/support/fileStub.js',
        // After the asset mappers, so an aliased stylesheet still maps to the stub.
        '^@/(.*)$': '<rootDir>/src/$1',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/server/support/setup.ts'],
      transform: { '^.+\\.[cm]?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns: ['/node_modules/(?!(jose|content-disposition|openid-client|oauth4webapi)/)'],
      // The server renders SEO tags from the web app's typed content through the same alias.
      moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
    },
    {
      displayName: 'lint',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/lint/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[jt]sx?$': 'babel-jest' },
    },
  ],
};
