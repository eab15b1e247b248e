/** Chunk: integration catalogue and implementation guides. */
export { ExtensionsPage } from '@/marketing/pages/other/integrations/ExtensionsPage';
export { ApiMonetizationPage } from '@/marketing/pages/other/integrations/ApiMonetizationPage';
export { ImplementationPage } from '@/marketing/pages/other/implementation/ImplementationPage';
export { ImplementationSdkRoute } from '@/marketing/pages/other/implementation/ImplementationSdkRoute';
export { OverviewPage } from '@/marketing/pages/other/implementation/OverviewPage';
