import { Link } from 'react-router-dom';
import { acquisitionAnnouncement } from './announcement';
import './AcquisitionBanner.css';

/** Props of {@link AcquisitionBanner}. */
export interface AcquisitionBannerProps {
  /** Called when the visitor closes the banner or follows its press link: either way they have seen it. */
  onDismiss: () => void;
}

/** The top-of-page announcement banner; the layout decides whether it is shown. */
export function AcquisitionBanner({ onDismiss }: AcquisitionBannerProps) {
  return (
    <section className="acquisition-banner" aria-label="Announcement">
      <p className="acquisition-banner__text">
        {acquisitionAnnouncement.message}{' '}
        <Link className="acquisition-banner__link" to={acquisitionAnnouncement.href} onClick={onDismiss}>
          {acquisitionAnnouncement.linkLabel}
        </Link>
      </p>
      <button type="button" className="acquisition-banner__close" aria-label="Dismiss announcement" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
