import type { GuideUseCase, SdkGuide } from '@/marketing/content/other/types';
import { browserGuide } from './browser';
import { dotnetGuide } from './dotnet';
import { goGuide } from './go';
import { javaGuide } from './java';
import { nodeGuide } from './node';
import { phpGuide } from './php';
import { pythonGuide } from './python';
import { rubyGuide } from './ruby';

export { COLLECTOR_BASE, COLLECTOR_HOST } from './constants';

/** Every SDK guide, in menu order. */
export const sdkGuides: SdkGuide[] = [
  nodeGuide, pythonGuide, goGuide, rubyGuide, javaGuide, dotnetGuide, phpGuide, browserGuide,
];

/** Path of the full guide for an SDK id. */
export function guidePath(id: string): string {
  return `/implementation/log-http-calls-from-${id}`;
}

/** The guide with this id, if any. */
export function findGuide(id: string | undefined): SdkGuide | undefined {
  return sdkGuides.find((guide) => guide.id === id);
}

/** The use cases a guide can be framed for, with the label and lead shown for each. */
export const useCaseFraming: Record<GuideUseCase, { label: string; phrase: string; lead: string; feature: string }> = {
  analytics: {
    label: 'API analytics',
    phrase: 'API analytics',
    lead: 'understand who uses your API, which endpoints they call and how usage grows',
    feature: 'analytics',
  },
  monitoring: {
    label: 'Monitoring and debugging',
    phrase: 'monitoring and debugging',
    lead: 'find failing and slow calls, and alert on error rates before your customers notice',
    feature: 'monitoring',
  },
  monetization: {
    label: 'Usage-based billing',
    phrase: 'usage-based billing',
    lead: 'meter usage per customer and report it to your billing provider',
    feature: 'metered-api-billing',
  },
};

/** Reads a ?useCase= value; anything unknown means analytics. */
export function parseUseCase(value: string | null): GuideUseCase {
  return value === 'monitoring' || value === 'monetization' ? value : 'analytics';
}
