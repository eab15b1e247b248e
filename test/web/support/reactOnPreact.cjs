// `react` for the web tests: preact/compat, as the production bundle has it, plus preact/test-utils' `act`, which
// Testing Library takes from React to flush renders and effects.
const compat = require('preact/compat');
const { act } = require('preact/test-utils');

module.exports = { ...compat, default: compat, act };
