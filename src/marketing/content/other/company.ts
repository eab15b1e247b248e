import { acquisitionAnnouncement } from '@/marketing/layout/announcement';
import type { PressRelease } from './types';

/** The fictional parent company that acquired Apiscope; the same name the site banner announces. */
export const PARENT_COMPANY = acquisitionAnnouncement.parent;

/** The about page: what Apiscope does and how the company works. */
export const about = {
  mission:
    'Apiscope helps teams that sell and run APIs see how their APIs are used, keep them healthy, and charge for them fairly.',
  story: [
    'Apiscope, Inc. builds an analytics, monitoring and usage-based billing platform for API and AI products. Teams send API calls from their servers, gateways or front ends to the Apiscope collector, then search logs, build dashboards, alert on problems, meter usage for invoices and share usage metrics with their own customers.',
    'Our collector speaks the same wire format as the open-source Moesif SDKs and gateway plugins, so teams can start with libraries that are already published for Node.js, Python, Go, Ruby, Java, .NET, PHP and the browser, and switch by changing one setting.',
    `In 2026 Apiscope joined ${PARENT_COMPANY}. The product, the team and the support channels stay the same; see the press page for the announcement.`,
  ],
  principles: [
    { title: 'Customers own their data', body: 'Export it any time, delete a user on request, and encrypt payloads with keys you hold.' },
    { title: 'Meter, do not replace', body: 'Your billing provider stays the system of record; we report usage to it.' },
    { title: 'Open integrations', body: 'Open-source SDKs and an open-source developer portal, so you are never locked in.' },
    { title: 'Answers in seconds', body: 'Queries over months of API calls return in under a second for typical dashboards.' },
  ],
};

/** Press releases, newest first. The first one is the acquisition the site banner links to. */
export const pressReleases: PressRelease[] = [
  {
    id: 'apiscope-joins-corvana',
    date: '2026-10-06',
    title: `Apiscope joins ${PARENT_COMPANY}`,
    summary: `Apiscope, Inc. has been acquired by ${PARENT_COMPANY}. Existing plans, contracts and support continue unchanged.`,
    paragraphs: [
      `Apiscope, Inc. today announced that it has been acquired by ${PARENT_COMPANY}. Apiscope will continue to operate as a product line under its own name.`,
      'What changes for customers: nothing today. Plans, prices, contracts, data-processing terms and support channels stay as they are. Data continues to be stored in the regions it is stored in now, and the list of subprocessors is unchanged. If any of this changes in future, customers will be notified in advance as our terms require.',
      'What we plan: the team will keep shipping the roadmap already published to customers, with more resources for collector scalability, billing integrations and the developer portal.',
      'Questions from customers can go to support through the usual channels; press enquiries to press@apiscope.dev.',
    ],
  },
  {
    id: 'prepaid-credits',
    date: '2026-05-12',
    title: 'Prepaid credits and balances for usage-based plans',
    summary: 'API providers can now sell prepaid credits that usage draws down, with quota enforcement when a balance runs out.',
    paragraphs: [
      'Apiscope now supports prepaid credits alongside postpaid, pay-as-you-go and volume-tier pricing. Customers buy credits through your billing provider; every metered call draws the balance down.',
      'When a balance reaches zero, a governance rule can block further calls or let them through and invoice the overage, depending on the plan.',
    ],
  },
];
