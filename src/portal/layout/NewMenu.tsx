import * as Menu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useAppSelector } from '@/app/store/hooks';
import { canCreateApps } from '@/portal/core/organizationsRules';
import { selectOrganizations, selectSelectedApp } from '@/portal/core/organizationsSlice';
import { NewAppDialog } from './NewAppDialog';
import { useMenuAutoFocus } from './useMenuAutoFocus';

/** "+ New": create what the portal can create (an app for now; each area adds its own entry as it lands). */
export function NewMenu() {
  const current = useAppSelector(selectSelectedApp);
  const focusFirstItemOnKeyboardOpen = useMenuAutoFocus();
  const orgs = useAppSelector(selectOrganizations);
  const [dialog, setDialog] = useState<'app' | null>(null);
  // The selected app's organization; without one (an organization with no app yet), the first that allows it.
  const org = current?.org ?? orgs.find(canCreateApps);
  const canCreate = org ? canCreateApps(org) : false;
  return (
    <>
      <Menu.Root>
        <Menu.Trigger className="portal__new">
          <span aria-hidden="true">+</span> New
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className="portal-menu" align="end" sideOffset={6} onFocus={focusFirstItemOnKeyboardOpen}>
            <Menu.Item className="portal-menu__item" disabled={!canCreate} onSelect={() => setDialog('app')}>
              App{!org ? ' (no organization where you may create apps)' : !canCreate ? ' (not allowed in this organization)' : ''}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {org ? <NewAppDialog org={org} open={dialog === 'app'} onOpenChange={(open) => setDialog(open ? 'app' : null)} /> : null}
    </>
  );
}
