export { usePageExport, type PageExport } from './use-page-export';
