import { appReducer } from '@/app/store/rootReducer';
import partnerProvisioningSlice from './partnerProvisioningSlice';
import { RegisterScreen } from './RegisterScreen';

// The partner pages live outside /wrap, whose chunk injects the portal's slices: this one comes with its page.
appReducer.inject(partnerProvisioningSlice);

/** Lazy route module of /register/partners/:partner(/:msg). */
export const Component = RegisterScreen;
