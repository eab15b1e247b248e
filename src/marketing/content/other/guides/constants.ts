/** Placeholders used in every code sample; the reader replaces them with their own values. */
export const COLLECTOR_BASE = 'https://<your-apiscope-host>/collector';
/** Host form for the browser SDK, which takes host[:port][/prefix] without a scheme. */
export const COLLECTOR_HOST = '<your-apiscope-host>/collector';
/** Environment variable holding the collector application id in the samples. */
export const APP_ID_ENV = 'APISCOPE_APPLICATION_ID';
