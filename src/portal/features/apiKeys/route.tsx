import { ApiKeysScreen } from './ApiKeysScreen';

/** Lazy route module of /wrap/keys. */
export const Component = ApiKeysScreen;
