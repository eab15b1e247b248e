import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /features/api-analytics: also shown for /features and for unknown feature types. */
export const apiAnalyticsPage: MarketingPageContent = {
  path: '/features/api-analytics',
  feature: 'analytics',
  title: 'API Analytics: usage, adoption and retention per customer | Apiscope',
  description:
    'See who calls your API, how often and with what results. Break down usage by customer, endpoint and payload field, and track adoption and retention.',
  hero: {
    eyebrow: 'API Analytics',
    headline: 'Understand how every customer uses your API',
    subheadline: 'Usage, latency and errors broken down by customer, endpoint and any field in the request or response.',
    image: { src: images.kpis, alt: 'Executive KPI tiles for active companies, API calls, time to first call and retention above a weekly active companies chart' },
  },
  pillars: [
    { title: 'Customer-centric', body: 'Every call is tied to a user and a company, so charts answer "who" and not just "how many".' },
    { title: 'Any field, no schema work', body: 'Group and filter by headers, query parameters or JSON body fields the moment they arrive.' },
    { title: 'Product metrics for APIs', body: 'Funnels, retention and time to first call measure adoption the way product teams need.' },
  ],
  sections: [
    {
      id: 'usage-by-customer',
      title: 'Usage broken down by the customers who pay for it',
      body: 'Identify users and companies once in the SDK and every chart can be split by them. Spot your heaviest accounts, the ones that are ramping up and the ones that quietly stopped calling.',
      bullets: ['Top customers by calls, data transferred or errors', 'Compare this week with last week per company', 'Drill from a chart bar into the matching API logs'],
      image: { src: images.usageByCustomer, alt: 'Chart of API calls per day stacked by company, with a ranked table of companies and their week-over-week change' },
    },
    {
      id: 'segmentation',
      title: 'Segment by endpoint, plan, SDK version or any payload field',
      body: 'Apiscope indexes request and response bodies as they are collected. Filter by a JSON field such as plan or model name and group by another without writing a query or a pipeline.',
      bullets: ['Filters on headers, query parameters and body fields', 'Percentile latency per route: p50, p90 and p99', 'Saved views you can add to a dashboard'],
      image: { src: images.segmentation, alt: 'Segmentation chart of requests grouped by the response body field plan, with filter chips for route and status code' },
    },
    {
      id: 'adoption',
      title: 'Measure adoption with funnels and retention',
      body: 'Follow developers from sign-up to first call to steady production traffic. Retention cohorts show which integrations stick and which ones churn after the trial.',
      bullets: ['Conversion funnels across API calls and product actions', 'Weekly retention by sign-up cohort', 'Time to first call and time to first successful call'],
      image: { src: images.funnel, alt: 'Four-step funnel from signed up to first API call, 100 calls and paid plan, with conversion rates between steps' },
    },
  ],
  testimonialId: 'youcom1',
  questions: [
    { question: 'Where are our API customers?', answer: 'Calls by country and region, for capacity and go-to-market planning.', image: { src: images.geo, alt: 'Map of API calls by country with a ranked list of top countries' } },
    { question: 'Which plans keep customers longest?', answer: 'Retention curves per plan show where customers stay and where they churn.', image: { src: images.retentionByPlan, alt: 'Retention curves for Enterprise, Growth and Free plans over twelve weeks' } },
    { question: 'Which endpoints are slow for which customers?', answer: 'Percentile latency per route, split by company or region.', image: { src: images.endpointLatency, alt: 'Line chart of p50, p90 and p99 latency for three API routes' } },
  ],
  related: [relatedLinks.logs, relatedLinks.dashboards, relatedLinks.cohorts, relatedLinks.billing],
  cta: { title: 'See your own API usage in minutes', body: 'Add an SDK or gateway plugin, send traffic and the charts above fill with your data.', intentKey: 'product' },
};
