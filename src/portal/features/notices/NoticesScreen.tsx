import { useEffect } from 'react';
import { THIRD_PARTY_NOTICES } from './noticesContent';
import './NoticesScreen.css';

/** Third-party notices (/wrap/notices): the data and code the product ships with, their licences and attributions. */
function NoticesScreen() {
  useEffect(() => {
    document.title = 'Third-party notices — Apiscope';
  }, []);
  return (
    <section className="notices" aria-labelledby="notices-title">
      <div className="portal-page__header">
        <h1 id="notices-title" className="portal-page__title">
          Third-party notices
        </h1>
      </div>
      <p className="notices__intro">Apiscope includes the following data and software from third parties.</p>
      {THIRD_PARTY_NOTICES.map((notice) => (
        <article key={notice.name} className="notices__item" aria-labelledby={`notice-${notice.name.replace(/\W+/g, '-')}`}>
          <h2 id={`notice-${notice.name.replace(/\W+/g, '-')}`}>{notice.name}</h2>
          <dl>
            <dt>Used for</dt>
            <dd>{notice.use}</dd>
            <dt>By</dt>
            <dd>{notice.authors}</dd>
            <dt>Licence</dt>
            <dd>
              <a href={notice.licenceUrl} rel="noreferrer" target="_blank">
                {notice.licence}
              </a>
            </dd>
            <dt>Source</dt>
            <dd>
              <a href={notice.sourceUrl} rel="noreferrer" target="_blank">
                {notice.sourceUrl}
              </a>
            </dd>
          </dl>
          {notice.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </article>
      ))}
    </section>
  );
}

export { NoticesScreen as Component };
