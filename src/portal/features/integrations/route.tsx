import { OnboardingScreen } from './OnboardingScreen';

/** Lazy route module of the first-run flow: the /wrap index with onboard=true, and /wrap/basic. */
export const Component = OnboardingScreen;
