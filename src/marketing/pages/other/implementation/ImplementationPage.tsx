import { Link, useSearchParams } from 'react-router-dom';
import { guidePath, sdkGuides } from '@/marketing/content/other/guides';
import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';
import { MonetizationFlow } from './MonetizationFlow';

function SdkIndex() {
  useOtherPage(otherMeta.implementation);
  return (
    <>
      <PageIntro
        eyebrow="Implementation"
        title="Send your API calls to Apiscope"
        lead="Pick the SDK for your stack. Each one is open source, batches events in the background and only needs your collector address and application id."
      >
        <Link to="/implementation/overview">How data collection works</Link>
        <Link to="/extensions/gateways">Using an API gateway instead?</Link>
      </PageIntro>
      <section className="op-section" aria-labelledby="op-sdks-title">
        <div className="op-container">
          <h2 id="op-sdks-title" className="op-section__title">Server and browser SDKs</h2>
          <ul className="op-grid">
            {sdkGuides.map((guide) => (
              <li key={guide.id} className="op-card">
                <h3>{guide.language}</h3>
                <p className="op-card__meta">{guide.packageName}</p>
                <p>{guide.platforms.map((p) => p.label).join(' · ')}</p>
                <Link to={guidePath(guide.id)}>Full guide<span className="visually-hidden"> for {guide.language}</span></Link>
                <Link to={`/implementation/${guide.id}`}>Quick setup<span className="visually-hidden"> for {guide.language}</span></Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** /implementation: the SDK index, or with ?flow=monetization the usage-based billing setup flow. */
export function ImplementationPage() {
  const [params] = useSearchParams();
  return params.get('flow') === 'monetization' ? <MonetizationFlow /> : <SdkIndex />;
}
