import { HomePage } from './HomePage';

/** Lazy route module of the home page. */
export const Component = HomePage;
