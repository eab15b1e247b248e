/** Chunk: ad landing pages and the basic-metrics page. */
export { landingComponents } from '../landing/LandingPage';
export { BasicMetricsRoute } from '../landing/BasicMetricsPage';
