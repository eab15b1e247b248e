export { OrgSettingsScreen as Component } from './OrgSettingsScreen';
