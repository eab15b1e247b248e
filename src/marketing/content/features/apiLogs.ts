import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /features/api-logs */
export const apiLogsPage: MarketingPageContent = {
  path: '/features/api-logs',
  feature: 'debugging',
  title: 'API Logs: search, tail and replay every API call | Apiscope',
  description:
    'Search API calls by customer, status or any body field, tail live traffic and replay a failing request. Full request and response payloads, kept for years.',
  hero: {
    eyebrow: 'API Logs',
    headline: 'Find the exact call behind every support ticket',
    subheadline: 'Search, tail and replay API calls with full headers and bodies, filtered by customer or any payload field.',
    image: { src: images.liveTail, alt: 'Live tail of API calls streaming in with method, route and colour-coded status codes' },
  },
  pillars: [
    { title: 'Full payloads', body: 'Request and response headers and bodies, not just status codes and timings.' },
    { title: 'Live tail', body: 'Watch calls arrive in real time while a customer reproduces a problem.' },
    { title: 'Replay', body: 'Send a logged request again, edited if needed, and compare the new response.' },
  ],
  sections: [
    {
      id: 'search',
      title: 'Search by customer, status code or any body field',
      body: 'Type a company id, an error message or a field value and get the matching calls in under a second. Filters combine freely, so "4xx for Acme on /v2/orders in the last hour" is one query.',
      bullets: ['Filter on headers, query parameters and JSON body fields', 'Relative and absolute time ranges', 'Share a search as a link with your team'],
      image: { src: images.logSearch, alt: 'Event search table listing time, method, route, status and company for each API call' },
    },
    {
      id: 'detail',
      title: 'See the whole exchange, not a summary',
      body: 'Open any call to read its request and response side by side, with timing, client IP, user and company. Sensitive fields can be masked in the SDK before they leave your servers.',
      bullets: ['Pretty-printed JSON, XML and text bodies', 'User and company context on every call', 'Mask or drop fields with SDK options'],
      image: { src: images.eventDetail, alt: 'Detail view of one API call showing request JSON on the left and a 422 response with a validation error on the right' },
    },
    {
      id: 'tail-and-replay',
      title: 'Tail live traffic and replay a failing request',
      body: 'Live tail streams calls as they are collected, filtered to one customer or route. When you find the failing call, replay it against staging or production and compare the responses.',
      bullets: ['Live stream with the same filters as search', 'Edit headers or body before replaying', 'Export results for offline analysis'],
      image: { src: images.replay, alt: 'Replay panel with an editable request and a comparison of the original and new response status' },
    },
  ],
  testimonialId: 'sinch1',
  questions: [
    { question: 'What did this customer actually send us?', answer: 'Filter by company and open the call to see the exact request body.', image: { src: images.customerTimeline, alt: 'Timeline of one company\u2019s API calls with each request body shown under its route and status' } },
    { question: 'Is the fix working right now?', answer: 'Live tail the route and watch status codes turn from 5xx to 2xx.', image: { src: images.fixVerification, alt: 'Chart of 5xx responses per minute dropping to zero after a fix deployment marker' } },
    { question: 'Which calls failed validation yesterday?', answer: 'Search 422 responses and group them by the error field in the body.', image: { src: images.validationErrors, alt: 'Bar chart of 422 responses grouped by the invalid field named in the response body' } },
  ],
  related: [relatedLinks.traces, relatedLinks.monitoring, relatedLinks.embedded, relatedLinks.gdpr],
  cta: { title: 'Debug with real traffic, not guesses', body: 'Install an SDK in a few lines and your next support ticket comes with the full request attached.', intentKey: 'monitor' },
};
