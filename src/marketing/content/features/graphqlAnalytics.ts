import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /features/graphql-analytics */
export const graphqlAnalyticsPage: MarketingPageContent = {
  path: '/features/graphql-analytics',
  feature: 'graphql',
  title: 'GraphQL Analytics: latency and errors per operation | Apiscope',
  description:
    'One endpoint, hundreds of operations. Break GraphQL traffic down by operation name, fields and customer, and find the queries that are slow or failing.',
  hero: {
    eyebrow: 'GraphQL Analytics',
    headline: 'See inside the single /graphql endpoint',
    subheadline: 'Latency, errors and usage per GraphQL operation and customer, including errors returned with a 200 status.',
    image: { src: images.graphqlOverview, alt: 'Line chart of GraphQL traffic split into queries, mutations and subscriptions' },
  },
  pillars: [
    { title: 'Per operation', body: 'Traffic is grouped by operation name and type, not lumped under one POST route.' },
    { title: 'Errors in the body', body: 'GraphQL errors arrive with HTTP 200; Apiscope reads the errors array too.' },
    { title: 'Per customer', body: 'See which clients send the expensive queries.' },
  ],
  sections: [
    {
      id: 'operations',
      title: 'Every operation ranked by traffic, latency and errors',
      body: 'Apiscope parses the query document of each call, so GetOrder and ListInvoices are separate rows with their own latency percentiles and error rates.',
      bullets: ['Queries, mutations and subscriptions told apart', 'p50, p90 and p99 latency per operation', 'Error rate counting errors returned with status 200'],
      image: { src: images.graphqlOperations, alt: 'Operations table sorted by p90 latency' },
    },
    {
      id: 'query-detail',
      title: 'Read the query, its variables and the response',
      body: 'Open a call to see the query document, the variables and the response, including the path of each error. Ideal for finding the client that requests a deeply nested list on every page view.',
      bullets: ['Query document and variables side by side', 'Error messages and paths from the response', 'Filter by client name and version headers'],
      image: { src: images.graphqlQuery, alt: 'GraphQL query text with variables and a response containing one error' },
    },
  ],
  questions: [
    { question: 'Which operation is slowest?', answer: 'Sort operations by p99 latency for any period.', image: { src: images.graphqlLatency, alt: 'Bar chart of p99 latency per GraphQL operation with ListInvoices slowest' } },
    { question: 'Which client sends the expensive query?', answer: 'Group one operation by company or client header.', image: { src: images.segmentation, alt: 'Requests grouped by client' } },
    { question: 'What errors hide behind 200 responses?', answer: 'Search the errors array of the response body.', image: { src: images.graphqlErrors, alt: 'Table of GraphQL error messages returned with status 200, by operation and count' } },
  ],
  related: [relatedLinks.analytics, relatedLinks.logs, relatedLinks.monitoring, relatedLinks.governance],
  cta: { title: 'Make your GraphQL API observable', body: 'Install the middleware in front of your GraphQL server and operations appear within minutes.', intentKey: 'graphql' },
};
