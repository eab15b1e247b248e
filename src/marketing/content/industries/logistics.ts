import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /industries/api-analytics-for-logistics-platforms */
export const logisticsPage: MarketingPageContent = {
  path: '/industries/api-analytics-for-logistics-platforms',
  feature: 'industry-logistics',
  title: 'API Analytics for Logistics Platforms | Apiscope',
  description:
    'API analytics for shipping, fulfilment and freight platforms: label, rate and tracking calls per shipper and carrier, with alerts when an integration slows down.',
  hero: {
    eyebrow: 'Logistics platforms',
    headline: 'API analytics for shipping and fulfilment platforms',
    subheadline: 'Rates, labels and tracking calls per shipper and carrier, with alerts when an integration slows down.',
    image: { src: images.logisticsTracking, alt: 'Chart of rate, label and tracking API calls per carrier with latency per carrier' },
  },
  pillars: [
    { title: 'Per shipper', body: 'Which merchants create labels and how many.' },
    { title: 'Per carrier', body: 'Latency and errors of each carrier integration you call.' },
    { title: 'Peak-ready', body: 'Watch peak-season traffic and bill for it.' },
  ],
  sections: [
    {
      id: 'shippers',
      title: 'Usage by shipper, warehouse and endpoint',
      body: 'See which merchants quote rates but never buy labels, which warehouses drive peak load and which endpoints grow fastest.',
      bullets: ['Rates versus labels per shipper', 'Volume by warehouse', 'Peak-season trends'],
      image: { src: images.logisticsShippers, alt: 'Rate quotes versus labels per shipper with conversion rates' },
    },
    {
      id: 'carriers',
      title: 'Carrier integrations you can hold to account',
      body: 'Outgoing calls to carrier APIs are logged with latency and errors, so you can prove a delay came from a carrier and route around it.',
      bullets: ['Outgoing call capture', 'Latency per carrier', 'Alerts on carrier errors'],
      image: { src: images.thirdPartyVendors, alt: 'Vendor reliability table' },
    },
  ],
  testimonialId: 'ware2Go1',
  questions: [
    { question: 'Which carrier API is slowing labels down?', answer: 'Latency per carrier host.', image: { src: images.outgoingCalls, alt: 'Outgoing calls to a carrier API with durations and failures' } },
    { question: 'Which merchants are growing?', answer: 'Label volume per company, week over week.', image: { src: images.usageByCustomer, alt: 'Usage per company' } },
    { question: 'Are we ready for peak?', answer: 'Traffic and latency compared with last season.', image: { src: images.endpointLatency, alt: 'Latency trend' } },
  ],
  related: [relatedLinks.analytics, relatedLinks.monitoring, relatedLinks.billing, relatedLinks.dashboards],
  cta: { title: 'Know every shipment\u2019s API story', body: 'Install the SDK and see calls per shipper and carrier today.', intentKey: 'product' },
};
