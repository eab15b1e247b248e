import { appReducer } from '@/app/store/rootReducer';
import orgUsersSlice from './orgUsersSlice';
import { AcceptInviteScreen } from './AcceptInviteScreen';

// The invite page lives outside /wrap, whose chunk injects the portal's slices: this one comes with its page.
appReducer.inject(orgUsersSlice);

/** Lazy route module of /invite/:token. */
export const Component = AcceptInviteScreen;
