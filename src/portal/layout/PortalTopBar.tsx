import { NewMenu } from './NewMenu';
import { ProfileMenu } from './ProfileMenu';

/** Props of {@link PortalTopBar}. */
export interface PortalTopBarProps {
  navOpen: boolean;
  onToggleNav: () => void;
  /** Id of the navigation the menu button shows and hides on narrow screens. */
  navId: string;
}

/** The bar above each screen: the navigation toggle on narrow screens, "+ New" and the profile menu. */
export function PortalTopBar({ navOpen, onToggleNav, navId }: PortalTopBarProps) {
  return (
    <header className="portal__topbar">
      <button type="button" className="portal__nav-toggle" aria-expanded={navOpen} aria-controls={navId} onClick={onToggleNav}>
        <span aria-hidden="true">☰</span> Menu
      </button>
      <div className="portal__topbar-actions">
        <NewMenu />
        <ProfileMenu />
      </div>
    </header>
  );
}
