export { openLocalDb } from './local-templates-db';
export { SaveTemplateDialog } from './save-template-dialog';
export { templatesApi } from './templates-api';
export { saveTemplateOpenAtom, templatesListOpenAtom } from './templates-atoms';
export { TemplatesListDialog } from './templates-list-dialog';
