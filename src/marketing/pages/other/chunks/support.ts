/** Chunk: platform status and the bare help-desk plugin pages. */
export { StatusPage } from '../status/StatusPage';
export { SupportDeskPage } from '../plugin/SupportDeskPage';
export { ZendeskSupportPage } from '../plugin/ZendeskSupportPage';
