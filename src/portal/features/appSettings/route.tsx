export { AppSettingsScreen as Component } from './AppSettingsScreen';
