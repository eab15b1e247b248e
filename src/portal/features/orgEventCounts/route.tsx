import { AppsScreen } from './AppsScreen';

/** Lazy route module of /wrap/apps. */
export const Component = AppsScreen;
