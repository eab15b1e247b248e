/** Chunk: integration catalogue and implementation guides. */
export { ExtensionsPage } from '../integrations/ExtensionsPage';
export { ApiMonetizationPage } from '../integrations/ApiMonetizationPage';
export { ImplementationPage } from '../implementation/ImplementationPage';
export { ImplementationSdkRoute } from '../implementation/ImplementationSdkRoute';
export { OverviewPage } from '../implementation/OverviewPage';
