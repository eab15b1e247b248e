/** Chunk: the customer-story list. The detail page is its own chunk (loaded when a story is opened). */
export { CaseStudiesPage } from '@/marketing/pages/other/customers/CaseStudiesPage';
