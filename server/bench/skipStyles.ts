/**
 * The benchmark builds its searches with the portal's own rules, some of which reach shared screen code that imports
 * style sheets. Under Node those imports are skipped (import this module before any portal module).
 */
require.extensions['.css'] = () => undefined;
