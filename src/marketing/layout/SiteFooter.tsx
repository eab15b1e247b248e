import { Link } from 'react-router-dom';
import { Logo } from '@/components/Logo';
import { footerColumns } from './navigation';
import './SiteFooter.css';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** Focus mode: the footer keeps only the brand and copyright line, without links. */
  focusMode: boolean;
}

/** The marketing footer: product, solutions, resources, company and legal links. */
export function SiteFooter({ focusMode }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {focusMode ? null : (
          <nav className="site-footer__columns" aria-label="Footer">
            {footerColumns.map((column) => (
              <div key={column.title} className="site-footer__column">
                <h2 className="site-footer__title">{column.title}</h2>
                <ul className="site-footer__links">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link className="site-footer__link" to={link.href}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        <div className="site-footer__bottom">
          <Logo />
          <p className="site-footer__copyright">© {year} Apiscope. API analytics, monitoring and usage-based billing.</p>
        </div>
      </div>
    </footer>
  );
}
