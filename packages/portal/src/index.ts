export { PortalApp, type PortalAppProps } from './app/PortalApp';
export { en_EN, type Catalogue } from './i18n/en_EN';
export { LocalApp, type LocalAppProps } from './features/local/LocalApp';
