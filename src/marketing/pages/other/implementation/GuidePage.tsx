import { Link, useSearchParams } from 'react-router-dom';
import { parseUseCase, useCaseFraming } from '@/marketing/content/other/guides';
import { guideMeta } from '@/marketing/content/other/meta';
import type { SdkGuide } from '@/marketing/content/other/types';
import { CodeBlock } from '@/marketing/pages/other/shared/CodeBlock';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';
import { GuideOptions } from './GuideOptions';

/**
 * /implementation/log-http-calls-from-{sdk}: the full guide. ?platform= picks the framework (unknown values fall
 * back to the first) and ?useCase= (analytics, monitoring, monetization) changes the framing and extra code.
 */
export function GuidePage({ guide }: { guide: SdkGuide }) {
  const [params] = useSearchParams();
  const platform = guide.platforms.find((p) => p.id === params.get('platform')) ?? guide.platforms[0];
  const useCase = parseUseCase(params.get('useCase'));
  const framing = useCaseFraming[useCase];
  const meta = guideMeta(guide);
  useOtherPage({ ...meta, feature: `${meta.feature}-${framing.feature}` });

  return (
    <>
      <PageIntro
        eyebrow={`${framing.label} · ${platform.label}`}
        title={`Log API calls from ${guide.language} for ${framing.phrase}`}
        lead={`Send your ${platform.label} API traffic to Apiscope with the open-source ${guide.packageName} SDK to ${framing.lead}.`}
      />
      <div className="op-section">
        <div className="op-narrow op-prose">
          <GuideOptions guide={guide} platform={platform.id} useCase={useCase} />
          <ol className="op-steps">
            <li>
              <h2>Install the SDK</h2>
              <CodeBlock sample={platform.install} />
            </li>
            <li>
              <h2>Point it at your Apiscope collector</h2>
              <p>
                Set <code>{guide.baseUriSetting}</code> to your collector address and use the collector application
                id from App Setup. Keep the id in an environment variable: it can only write events, but it is
                still a credential.
              </p>
              <CodeBlock sample={platform.setup} />
            </li>
            <li>
              <h2>{guide.useCases[useCase].caption}</h2>
              <CodeBlock sample={guide.useCases[useCase]} />
            </li>
            {useCase === 'monetization' ? (
              <li>
                <h2>Create a billing meter</h2>
                <p>
                  In Apiscope, create a meter that counts the calls or sums the field you charge for, then connect
                  your billing provider. See <Link to="/implementation?flow=monetization">the billing setup</Link>.
                </p>
              </li>
            ) : null}
            <li>
              <h2>Verify</h2>
              <p>
                Restart your service and make a few API calls. They appear in the event stream within seconds; the
                SDK sends batches in the background and never delays your responses.
              </p>
            </li>
          </ol>
        </div>
      </div>
    </>
  );
}
