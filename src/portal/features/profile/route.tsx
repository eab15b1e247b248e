import { ProfileScreen } from './ProfileScreen';

/** Lazy route module of /wrap/profile. */
export const Component = ProfileScreen;
