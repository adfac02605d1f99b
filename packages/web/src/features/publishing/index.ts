export { ProjectsDropdown } from './projects-dropdown';
export { PublishMenu } from './publish-menu';
export { usePublish } from './use-publish';
export { useRemix } from './use-remix';
export type { PublishedPage } from './publishing';
export { ShareDialog } from './share-dialog';
export { SiteNameDialog } from './site-name-dialog';
