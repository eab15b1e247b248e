import { OAuthCallbackScreen } from './OAuthCallbackScreen';

/** Lazy route module of oauth/:partner. */
export const Component = OAuthCallbackScreen;
