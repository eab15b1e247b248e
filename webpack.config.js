/**
 * Production build: content-hashed, code-split chunks in dist/.
 * Dev server: serves the SPA on :3000 and proxies /api and /collector to the platform server.
 */
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { version } = require('./package.json');
const { BuildIdFilePlugin, resolveBuildId } = require('./scripts/lib/buildId.cjs');

/** Aliases of react-router's two entry points to the production build inside the package. */
function reactRouterProductionBuild() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/**
 * React's API on Preact: the app and its libraries import `react` and `react-dom`, and the bundle gets preact/compat
 * instead (about 10 KiB gzip in place of react-dom's 60 KiB on every page's first load: docs/benchmarks.md). The web
 * tests map the same modules (jest.config.js), so what is tested is what ships.
 */
function reactOnPreact() {
  const preact = path.dirname(require.resolve('preact/package.json'));
  const compat = path.join(preact, 'compat', 'dist', 'compat.mjs');
  const jsxRuntime = path.join(preact, 'jsx-runtime', 'dist', 'jsxRuntime.mjs');
  return {
    react$: compat,
    'react-dom$': compat,
    'react-dom/client$': path.join(preact, 'compat', 'client.mjs'),
    'react/jsx-runtime$': jsxRuntime,
    'react/jsx-dev-runtime$': jsxRuntime,
  };
}

module.exports = (_env, argv) => {
  const mode = argv.mode || 'production';
  const isProd = mode === 'production';
  // Babel reads the Node process env: without this preset-react emits jsxDEV calls into the production bundle.
  process.env.NODE_ENV = isProd ? 'production' : 'development';
  process.env.BABEL_ENV = process.env.NODE_ENV;
  const buildVersion = process.env.BUILD_VERSION || version;
  const serverPort = process.env.PORT || 8080;
  const defines = {
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV),
    'process.env.BUILD_VERSION': JSON.stringify(buildVersion),
    'process.env.SENTRY_DSN': JSON.stringify(process.env.SENTRY_DSN || ''),
    'process.env.SITE_URL': JSON.stringify(process.env.SITE_URL || 'https://www.apiscope.dev'),
    'process.env.COLLECTOR_URL': JSON.stringify(process.env.COLLECTOR_URL || ''),
    'process.env.SITE_APP_TOKEN': JSON.stringify(process.env.SITE_APP_TOKEN || ''),
    'process.env.FORM_PROVIDER_URL': JSON.stringify(process.env.FORM_PROVIDER_URL || ''),
  };
  // Production bundles carry the id the server announces in x-build-version (dist/build-id.txt); the dev server's
  // bundle carries none, so it never shows the new-version notice.
  const buildId = isProd ? resolveBuildId(__dirname, defines) : '';

  return {
    mode,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: isProd ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProd ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // react-router's package exports only its development build (dev warnings on); production bundles take the
        // identical build it ships with the warnings compiled out.
        ...(isProd ? reactRouterProductionBuild() : {}),
        ...reactOnPreact(),
      },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.css$/, use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'].filter(Boolean) },
        { test: /\.(svg|png|jpe?g|webp|gif|mp4|webm)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ ...defines, 'process.env.BUILD_ID': JSON.stringify(buildId) }),
      isProd && new BuildIdFilePlugin(buildId),
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer', inject: 'body' }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      // Chromium compiles every function of a script that opens with this comment as the script loads (V8's explicit
      // compile hints). uPlot's chunk loads with the chart screens (portal/shared/uPlotLoader.ts), and nearly all of
      // it runs on a chart's first draw; compiled lazily, that draw waited on the compiler (docs/benchmarks.md). After the minifier, which would drop the
      // comment, and before the source maps, which then count the line.
      new webpack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        test: /(^|\/)uplot(\.[0-9a-f]+)?\.js$/,
        stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
      }),
      isProd && new MiniCssExtractPlugin({
        filename: 'assets/[name].[contenthash:10].css',
        chunkFilename: 'assets/[name].[contenthash:10].css',
      }),
    ].filter(Boolean),
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The renderer (preact, serving React's API) and the router: one long-cached chunk.
          react: { test: /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, name: 'react', priority: 20 },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    cache: { type: 'filesystem' },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/collector', '/health'], target: `http://localhost:${serverPort}` }],
    },
  };
};
