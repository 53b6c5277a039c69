/** The seven content document types (spec point 3). Each is read once, by type, first match. */
export const DOCUMENT_TYPES = [
  'home',
  'whoWeAre',
  'whatWeDo',
  'coursesAndProgrammes',
  'resourcing',
  'ourAssociates',
  'contactPage',
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];
