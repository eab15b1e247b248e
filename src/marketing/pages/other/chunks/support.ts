/** Chunk: platform status and the bare help-desk plugin pages. */
export { StatusPage } from '@/marketing/pages/other/status/StatusPage';
export { SupportDeskPage } from '@/marketing/pages/other/plugin/SupportDeskPage';
export { ZendeskSupportPage } from '@/marketing/pages/other/plugin/ZendeskSupportPage';
