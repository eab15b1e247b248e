import { appReducer } from '@/app/store/rootReducer';
import partnerProvisioningSlice from './partnerProvisioningSlice';
import { ProvisionScreen } from './ProvisionScreen';

// The partner pages live outside /wrap, whose chunk injects the portal's slices: this one comes with its page.
appReducer.inject(partnerProvisioningSlice);

/** Lazy route module of provision/partners/:partner. */
export const Component = ProvisionScreen;
