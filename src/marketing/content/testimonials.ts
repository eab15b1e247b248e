import type { TestimonialId } from './types';

/**
 * A customer quote. The people and companies below are fictional examples written for this site; an operator
 * replaces them with real, approved quotes (and sets `public` accordingly) before publishing customer names.
 */
export interface Testimonial {
  id: TestimonialId;
  /** Person quoted. */
  name: string;
  /** Their job title. */
  title: string;
  company: string;
  /** The company's site; fictional companies use the reserved .example domain. */
  companyUrl: string;
  quote: string;
  /** True only for quotes the customer approved for publication; fictional examples are false. */
  public: boolean;
  /** Accent colour of the quote card (hex, AA contrast against white text). */
  color: string;
  /** Portrait: an initials avatar under /images/testimonials/. */
  image: string;
}

/** Every testimonial by id. */
export const testimonials: Record<TestimonialId, Testimonial> = {
  symblai2: {
    id: 'symblai2',
    name: 'Maya Okafor',
    title: 'VP of Engineering',
    company: 'Parlance AI',
    companyUrl: 'https://parlance.example',
    quote:
      'We meter transcription minutes per customer now instead of guessing from invoices. Billing disputes dropped because customers can see the same usage chart we do.',
    public: false,
    color: '#0f4c81',
    image: '/images/testimonials/symblai2.svg',
  },
  sinch1: {
    id: 'sinch1',
    name: 'Tomasz Lindqvist',
    title: 'Director of Platform',
    company: 'Relaywave',
    companyUrl: 'https://relaywave.example',
    quote:
      'When a carrier integration slows down, the anomaly alert reaches our on-call channel before the first support ticket. Replaying the failing call saves us an hour per incident.',
    public: false,
    color: '#7c2d12',
    image: '/images/testimonials/sinch1.svg',
  },
  youcom1: {
    id: 'youcom1',
    name: 'Priya Raman',
    title: 'Head of API Products',
    company: 'Querent Search',
    companyUrl: 'https://querent.example',
    quote:
      'We launched pay-as-you-go pricing for our search API in two weeks. Quotas and prepaid credits run from the same usage data our engineers already trust.',
    public: false,
    color: '#5b21b6',
    image: '/images/testimonials/youcom1.svg',
  },
  nexhealth: {
    id: 'nexhealth',
    name: 'Daniel Osei',
    title: 'CTO',
    company: 'Carebridge Health',
    companyUrl: 'https://carebridge.example',
    quote:
      'Client-side encryption was the deciding factor: payloads with patient data stay encrypted with our own keys, and we still get latency and error analytics per partner.',
    public: false,
    color: '#065f46',
    image: '/images/testimonials/nexhealth.svg',
  },
  nexhealth1: {
    id: 'nexhealth1',
    name: 'Sofia Marquez',
    title: 'Product Manager, Developer Platform',
    company: 'Carebridge Health',
    companyUrl: 'https://carebridge.example',
    quote:
      'I can see which clinics stalled during integration and email them the right guide automatically. Time to first successful call went from weeks to days.',
    public: false,
    color: '#0e7490',
    image: '/images/testimonials/nexhealth1.svg',
  },
  ware2Go1: {
    id: 'ware2Go1',
    name: 'Aaron Feld',
    title: 'Engineering Manager',
    company: 'Dockline Logistics',
    companyUrl: 'https://dockline.example',
    quote:
      'Our shipping partners call us millions of times a day. Being able to filter every call by partner, endpoint and status code turned our weekly API review into a five-minute check.',
    public: false,
    color: '#1e3a8a',
    image: '/images/testimonials/ware2Go1.svg',
  },
  reloadly1: {
    id: 'reloadly1',
    name: 'Nadia Haddad',
    title: 'Head of Partnerships',
    company: 'Topline Payments',
    companyUrl: 'https://topline.example',
    quote:
      'Account managers open a partner dashboard before every call. They know who is growing, who is hitting rate limits and who needs help, without asking engineering.',
    public: false,
    color: '#9d174d',
    image: '/images/testimonials/reloadly1.svg',
  },
};

/** The order the home page carousel shows them in. */
export const homeTestimonialIds: TestimonialId[] = [
  'symblai2',
  'sinch1',
  'youcom1',
  'nexhealth',
  'ware2Go1',
  'reloadly1',
  'nexhealth1',
];

/** Looks a testimonial up by id. */
export function getTestimonial(id: TestimonialId): Testimonial {
  return testimonials[id];
}
