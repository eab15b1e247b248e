import { SubscriptionPage } from './SubscriptionPage';

/** Lazy route module of /wrap/subscription. */
export const Component = SubscriptionPage;
