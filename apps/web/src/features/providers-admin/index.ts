export { type PlatformAdminTab, PlatformAdminTabs } from './components/PlatformAdminTabs';
