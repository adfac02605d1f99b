export { GeneratorPage } from './generator-page';
export { starterTemplatesQuery } from './landing';
