/** Chunk: one customer story. */
export { CaseStudyPage } from '../customers/CaseStudyPage';
