/**
 * Browsers of the web build: the ones that run the dependencies as they ship (react-router and others use
 * ES2020 syntax such as optional chaining untranspiled), so transpiling our own code further back would only add
 * helper code to every chunk without widening support.
 */
const WEB_TARGETS = { chrome: '80', edge: '80', firefox: '78', safari: '14', ios: '14' };

/** Project-wide Babel config (not .babelrc) so ESM-only packages in node_modules are transformed under Jest too. */
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest ? { targets: { node: 'current' } } : { targets: WEB_TARGETS, bugfixes: true, modules: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      '@babel/preset-typescript',
    ],
  };
};
