import { TeamScreen } from './TeamScreen';

/** Lazy route module of /wrap/team. */
export const Component = TeamScreen;
