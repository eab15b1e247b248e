/** The URL encoder's last answer (SPEC section 3 "endpoint encoding" slice: original and encoded URL). */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { EncodedUrl } from '@/api/appSettings';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { encodeUrl } from './appSettingsActions';

/** State of the endpoint encoding area. */
export interface EndpointEncodingState extends Loadable {
  result: EncodedUrl | null;
}

const initialState: EndpointEncodingState = { ...idle(), result: null };

const endpointEncodingSlice = createSlice({
  name: 'endpointEncoding',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addLoadableCases(builder, encodeUrl, (state) => state, (state, action) => {
      state.result = action.payload;
    });
  },
});

export default endpointEncodingSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof endpointEncodingSlice> {}
}

/** The area's state (initial until the portal chunk injected the slice). */
export const selectEndpointEncoding = (state: Pick<RootState, 'endpointEncoding'>): EndpointEncodingState => state.endpointEncoding ?? initialState;
