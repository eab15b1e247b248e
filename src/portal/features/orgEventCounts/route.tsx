import { AccountHome } from './AccountHome';

/** Lazy route module of /wrap. */
export const Component = AccountHome;
