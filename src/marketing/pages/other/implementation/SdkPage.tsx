import { Link } from 'react-router-dom';
import { guidePath } from '@/marketing/content/other/guides';
import { sdkMeta } from '@/marketing/content/other/meta';
import type { SdkGuide } from '@/marketing/content/other/types';
import { CodeBlock } from '@/marketing/pages/other/shared/CodeBlock';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';

/** /implementation/:sdk: the short version of an SDK's setup, with a link to the full guide. */
export function SdkPage({ guide }: { guide: SdkGuide }) {
  useOtherPage(sdkMeta(guide));
  const platform = guide.platforms[0];
  return (
    <>
      <PageIntro
        eyebrow="Implementation"
        title={`${guide.language} SDK setup`}
        lead={`Install ${guide.packageName} and set ${guide.baseUriSetting} to your Apiscope collector. Your collector application id is in App Setup.`}
      />
      <div className="op-section">
        <div className="op-narrow">
          <ol className="op-steps">
            <li>
              <h2>Install</h2>
              <CodeBlock sample={platform.install} />
            </li>
            <li>
              <h2>Configure ({platform.label})</h2>
              <CodeBlock sample={platform.setup} />
            </li>
          </ol>
          <p>
            <Link to={guidePath(guide.id)}>Read the full {guide.language} guide</Link>
            {guide.platforms.length > 1 ? ` for ${guide.platforms.map((p) => p.label).join(', ')}` : null}
          </p>
        </div>
      </div>
    </>
  );
}
