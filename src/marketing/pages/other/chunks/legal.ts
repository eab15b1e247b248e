/** Chunk: legal and policy documents. */
export * from '@/marketing/pages/other/legal/legalPages';
