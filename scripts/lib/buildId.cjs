// The build id of the web bundle: embedded in the bundle as process.env.BUILD_ID and written to dist/build-id.txt,
// which the server reads and sends back as the x-build-version header of every /api response. When the two differ,
// the SPA knows a newer build is being served and shows its refresh notice.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** Name of the file the production build writes next to index.html (server/src/web/buildId.ts reads it). */
const BUILD_ID_FILE = 'build-id.txt';
/** Inputs that decide what the bundle contains, relative to the project root. */
const BUILD_INPUTS = ['src', 'public', 'package-lock.json', 'babel.config.js', 'webpack.config.js'];
const VALID_ID = /^[A-Za-z0-9._-]{1,64}$/;

function filesUnder(entry) {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs.readdirSync(entry).sort().flatMap((name) => filesUnder(path.join(entry, name)));
}

/**
 * BUILD_ID from the environment when set (CI can pass the commit id), else the first 12 hex digits of a SHA-256 over
 * the build inputs and the values the build embeds, so identical sources give the same id and unchanged tabs are
 * not told to refresh.
 */
function resolveBuildId(root, embedded = {}) {
  const fromEnv = process.env.BUILD_ID;
  if (fromEnv) {
    if (!VALID_ID.test(fromEnv)) throw new Error('BUILD_ID may hold only letters, digits, dot, dash and underscore (at most 64)');
    return fromEnv;
  }
  const hash = crypto.createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((input) => filesUnder(path.join(root, input)))) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  hash.update(JSON.stringify(embedded));
  return hash.digest('hex').slice(0, 12);
}

/** Emits dist/build-id.txt holding the build id. */
class BuildIdFilePlugin {
  constructor(buildId) {
    this.buildId = buildId;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildIdFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildIdFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(BUILD_ID_FILE, new sources.RawSource(`${this.buildId}\n`));
      });
    });
  }
}

module.exports = { BUILD_ID_FILE, BuildIdFilePlugin, resolveBuildId };
