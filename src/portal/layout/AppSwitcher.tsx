import * as Menu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router-dom';
import { useReducer } from 'react';
import { getShowDemoOrg, setShowDemoOrg } from '@/api/storedSession';
import { dashPath } from '@/app/paths';
import { useAppSelector } from '@/app/store/hooks';
import { isDemoOrganization, ownOrganizationsFirst } from '@/portal/core/organizationsRules';
import { selectOrganizationsState, selectSelectedApp } from '@/portal/core/organizationsSlice';
import { useMenuAutoFocus } from './useMenuAutoFocus';

/**
 * The organization and app switcher: a menu of every organization's apps (own organizations first, the demo
 * last unless hidden with `showDemoOrg`). Choosing an app opens its dashboard, which selects it.
 */
export function AppSwitcher() {
  const navigate = useNavigate();
  const focusFirstItemOnKeyboardOpen = useMenuAutoFocus();
  const { list, status } = useAppSelector(selectOrganizationsState);
  const current = useAppSelector(selectSelectedApp);
  // Read on every render: the demo banner's "Hide the demo" changes it too.
  const showDemo = getShowDemoOrg() !== false;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const orgs = ownOrganizationsFirst(list).filter((org) => showDemo || !isDemoOrganization(org) || org.id === current?.org.id);
  const hiddenDemo = list.some(isDemoOrganization) && !orgs.some(isDemoOrganization);
  const label = status === 'loaded' || status === 'failed' ? 'No app yet' : 'Loading apps…';

  return (
    <Menu.Root>
      <Menu.Trigger className="app-switcher__trigger" disabled={orgs.length === 0 && !hiddenDemo}>
        <span className="visually-hidden">Switch app, current: </span>
        <span className="app-switcher__org">{current?.org.name ?? 'Organization'}</span>
        <span className="app-switcher__app">{current?.app.name ?? label}</span>
        <span aria-hidden="true" className="app-switcher__caret">▾</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="portal-menu app-switcher__menu" align="start" sideOffset={6} onFocus={focusFirstItemOnKeyboardOpen}>
          {orgs.map((org) => (
            <Menu.Group key={org.id} aria-labelledby={`switcher-org-${org.id}`}>
              <Menu.Label id={`switcher-org-${org.id}`} className="portal-menu__label">
                {org.name}
                {isDemoOrganization(org) ? ' (demo, read-only)' : ''}
              </Menu.Label>
              {org.apps.map((app) => {
                const selected = current?.org.id === org.id && current.app.id === app.id;
                return (
                  <Menu.Item
                    key={app.id}
                    className="portal-menu__item"
                    onSelect={() => void navigate(dashPath(org.id, app.id))}
                    aria-current={selected ? 'true' : undefined}
                  >
                    {app.name}
                    {selected ? <span className="portal-menu__check" aria-hidden="true">✓</span> : null}
                  </Menu.Item>
                );
              })}
            </Menu.Group>
          ))}
          {hiddenDemo ? (
            <Menu.Item
              className="portal-menu__item"
              onSelect={() => {
                setShowDemoOrg(true);
                rerender();
              }}
            >
              Show the demo organization
            </Menu.Item>
          ) : null}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
