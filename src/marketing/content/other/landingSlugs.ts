/**
 * The topic slugs that are child routes of /landing, in page order. The route table needs them at start-up, so
 * they live apart from the landing pages' content (which loads with the landing chunk); a test keeps the two in step.
 */
export const LANDING_TOPIC_SLUGS = ['analytics', 'monitoring', 'monetization', 'governance', 'developer-portal'] as const;
