/** Chunk: legal and policy documents. */
export * from '../legal/legalPages';
