/** Chunk: one customer story. */
export { CaseStudyPage } from '@/marketing/pages/other/customers/CaseStudyPage';
