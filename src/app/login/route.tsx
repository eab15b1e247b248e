import { LoginPage } from './LoginPage';

/** Lazy route module of /login. */
export const Component = LoginPage;
