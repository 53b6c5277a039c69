/**
 * The content contract (`npm run check:content`): what the manifests bind,
 * checked against a dataset. For every section bound with `from`, the page's
 * document and part exist, every bound field exists, and the section's input,
 * built exactly as the page builds it, parses under the section's schema with
 * nothing dropped. At run time a page drops what does not fit and shows
 * fallbacks; this catches it before a visitor sees the fallback.
 */
import { isSectionType } from '../../section-registry';
import { sectionSchemas } from '../../section-registry/schemas';
import type { DocumentType } from '../content/documents';
import { isPlainObject, parseLeniently } from '../content/lenient-parse';
import { getPath, resolveSectionInput } from '../page/resolve-section-input';
import { contentPathOf, type FieldPath } from './contract-paths';
import { isRedirect, type ManifestSection, type SectionSource } from './manifest-schema';
import { formatJsonPath } from './problems';
import type { ManifestEntry } from './validate-manifests';

/** The first published document of each type, as the site reads it; a type with none is absent. */
export type ContentDocuments = ReadonlyMap<DocumentType, Record<string, unknown>>;

export interface ContractProblem {
  documentType: DocumentType;
  documentId: string | undefined;
  /** Where in the document: "governance.governanceAreas[2].icon"; empty for the document itself. */
  fieldPath: string;
  message: string;
  manifestFile: string;
  /** The section that binds the field; absent for problems of the whole page's content. */
  section?: { index: number; type: string };
}

export interface ContractReport {
  problems: ContractProblem[];
  /** Manifests with at least one bound section. */
  manifests: number;
  /** Bound content paths (one per `from` string, one per entry of a `from` map). */
  bindings: number;
}

export function checkContentContract(entries: ManifestEntry[], documents: ContentDocuments): ContractReport {
  const report: ContractReport = { problems: [], manifests: 0, bindings: 0 };
  for (const { file, manifest } of entries) {
    if (isRedirect(manifest) || !manifest.content) continue;
    const bound = manifest.sections.flatMap((section, index) => (section.from ? [{ section, index }] : []));
    if (bound.length === 0) continue;
    report.manifests += 1;
    report.bindings += bound.reduce((count, { section }) => count + boundPaths(section.from).length, 0);

    const { document: documentType, path: pagePath } = manifest.content;
    const document = documents.get(documentType);
    const documentId = typeof document?._id === 'string' ? document._id : undefined;
    const problem = (fieldPath: FieldPath, message: string, section?: ContractProblem['section']) =>
      report.problems.push({
        documentType,
        documentId,
        fieldPath: formatJsonPath(fieldPath),
        message,
        manifestFile: file,
        ...(section ? { section } : {}),
      });

    if (!document) {
      problem([], 'the dataset has no published document of this type');
      continue;
    }
    const pageKeys = pagePath ? pagePath.split('.') : [];
    const pageContent = pagePath ? getPath(document, pagePath) : document;
    if (!isPlainObject(pageContent)) {
      problem(pageKeys, absence(pageContent) ?? `expected an object, got ${preview(pageContent)}`);
      continue;
    }
    for (const { section, index } of bound) {
      const at = { index, type: section.type };
      for (const message of checkSection(section, pageContent))
        problem([...pageKeys, ...message.path], message.text, at);
    }
  }
  return report;
}

interface SectionMessage {
  path: FieldPath;
  text: string;
}

function checkSection(section: ManifestSection, pageContent: Record<string, unknown>): SectionMessage[] {
  const from = section.from;
  if (!from || !isSectionType(section.type)) return []; // unknown types are `npm run manifests`' to report
  const messages: SectionMessage[] = [];
  for (const path of boundPaths(from)) {
    const value = getPath(pageContent, path);
    const missing = absence(value);
    if (missing) messages.push({ path: path.split('.'), text: missing });
    // A whole object bound as the props ("heroSection"): anything else would read as no content at all.
    else if (typeof from === 'string' && !isPlainObject(value)) {
      messages.push({ path: path.split('.'), text: `expected an object, got ${preview(value)}` });
    }
  }
  const { input } = resolveSectionInput(section, pageContent);
  for (const dropped of parseLeniently(sectionSchemas[section.type], input).droppedValues) {
    const contentPath = contentPathOf(from, dropped.path);
    const propPath = dropped.path.map((key) => (typeof key === 'number' ? key : String(key)));
    messages.push(
      contentPath
        ? { path: contentPath, text: dropped.reason }
        : { path: [], text: `section prop ${formatJsonPath(propPath)}: ${dropped.reason}` },
    );
  }
  return messages;
}

function boundPaths(from: SectionSource | undefined): string[] {
  if (from === undefined) return [];
  if (typeof from === 'string') return [from];
  return Object.values(from).map((binding) => (typeof binding === 'string' ? binding : binding.path));
}

/** Sanity leaves an empty field out or sets it to null; the page treats both as no content. */
function absence(value: unknown): string | undefined {
  if (value === undefined) return 'missing';
  if (value === null) return 'is null';
  return undefined;
}

function preview(value: unknown): string {
  if (Array.isArray(value)) return `a list of ${value.length}`;
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

export function formatContractProblem(problem: ContractProblem): string {
  const id = problem.documentId ? ` (id ${problem.documentId})` : '';
  const field = problem.fieldPath ? ` ${problem.fieldPath}` : '';
  const by = problem.section
    ? `bound by ${problem.manifestFile} section ${problem.section.index} (${problem.section.type})`
    : `read by ${problem.manifestFile}`;
  return `${problem.documentType}${id}${field}: ${problem.message} — ${by}`;
}
