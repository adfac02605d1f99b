/** The guide's sections, in reading order; each has a title and two paragraphs in the language files (`guide.sections.<id>`). */
export const GUIDE_SECTIONS = ['prompt', 'sections', 'versions', 'publish', 'designer', 'credits', 'models'] as const;
export type GuideSection = (typeof GUIDE_SECTIONS)[number];
