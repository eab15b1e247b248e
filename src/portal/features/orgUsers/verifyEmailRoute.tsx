import { appReducer } from '@/app/store/rootReducer';
import orgUsersSlice from './orgUsersSlice';
import { VerifyEmailScreen } from './VerifyEmailScreen';

// The verification page lives outside /wrap, whose chunk injects the portal's slices: this one comes with its page.
appReducer.inject(orgUsersSlice);

/** Lazy route module of /verify-email/:token. */
export const Component = VerifyEmailScreen;
