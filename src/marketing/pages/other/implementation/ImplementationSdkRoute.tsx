import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@/app/NotFoundPage';
import { findGuide } from '@/marketing/content/other/guides';
import { GuidePage } from './GuidePage';
import { SdkPage } from './SdkPage';

const GUIDE_PREFIX = 'log-http-calls-from-';

/**
 * /implementation/:sdk: either an SDK summary (/implementation/node) or a full guide
 * (/implementation/log-http-calls-from-node). Anything else is not found.
 */
export function ImplementationSdkRoute() {
  const { sdk = '' } = useParams();
  const isGuide = sdk.startsWith(GUIDE_PREFIX);
  const guide = findGuide(isGuide ? sdk.slice(GUIDE_PREFIX.length) : sdk);
  if (!guide) return <NotFoundPage />;
  return isGuide ? <GuidePage key={guide.id} guide={guide} /> : <SdkPage key={guide.id} guide={guide} />;
}
