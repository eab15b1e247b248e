import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from '@/app/NotFoundPage';
import {
  integrationTagOrder, integrations, integrationTags, isIntegrationTag,
} from '@/marketing/content/other/integrations';
import { extensionTagMeta, otherMeta } from '@/marketing/content/other/meta';
import type { IntegrationTag } from '@/marketing/content/other/types';
import { CtaBand } from '@/marketing/sections/CtaBand';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';
import { IntegrationCard } from './IntegrationCard';

function TagNav({ current }: { current?: IntegrationTag }) {
  return (
    <nav aria-label="Integration categories">
      <ul className="op-tabs">
        <li>
          <Link to="/extensions" aria-current={current ? undefined : 'page'}>All</Link>
        </li>
        {integrationTagOrder.map((tag) => (
          <li key={tag}>
            <Link to={`/extensions/${tag}`} aria-current={current === tag ? 'page' : undefined}>
              {integrationTags[tag].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Catalogue({ tag }: { tag?: IntegrationTag }) {
  useOtherPage(tag ? extensionTagMeta(tag) : otherMeta.extensions);
  const shown = integrationTagOrder.filter((t) => !tag || t === tag);
  return (
    <>
      <PageIntro
        eyebrow="Integrations"
        title={tag ? integrationTags[tag].title : 'Connect Apiscope to the tools you already run'}
        lead={tag ? integrationTags[tag].intro : 'Gateways, server SDKs, log shippers and billing providers. Most setups take one configuration change.'}
      />
      <div className="op-section">
        <div className="op-container">
          <TagNav current={tag} />
          {shown.map((t) => (
            <section key={t} aria-labelledby={`op-tag-${t}`} className="op-section">
              <h2 id={`op-tag-${t}`} className="op-section__title">{integrationTags[t].label}</h2>
              <ul className="op-grid">
                {integrations.filter((item) => item.tag === t).map((item) => (
                  <IntegrationCard key={item.id} integration={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      <CtaBand
        cta={{ title: 'Missing an integration?', body: 'The collector API accepts events over plain HTTPS from any language.', intentKey: 'product' }}
      />
    </>
  );
}

/** /extensions and /extensions/:tag: the integration catalogue, optionally filtered to one tag. */
export function ExtensionsPage() {
  const { tag } = useParams();
  if (tag !== undefined && !isIntegrationTag(tag)) return <NotFoundPage />;
  return <Catalogue tag={tag} />;
}
