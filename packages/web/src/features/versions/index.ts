export { VersionsDropdown } from './versions-dropdown';
