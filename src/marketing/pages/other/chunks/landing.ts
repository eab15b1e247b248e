/** Chunk: ad landing pages and the basic-metrics page. */
export { landingComponents } from '@/marketing/pages/other/landing/LandingPage';
export { BasicMetricsRoute } from '@/marketing/pages/other/landing/BasicMetricsPage';
