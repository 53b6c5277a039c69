/**
 * Validates one manifest file: JSON syntax (with line and column), the page or
 * redirect shape, and each section against the registry and the content model.
 */
import { parseTree, printParseErrorCode, getNodeValue, type ParseError } from 'jsonc-parser';
import type { z } from 'zod';
import { isSectionType, sectionRegistry, SECTION_TYPES } from '../../section-registry';
import { manifestSchemaFor, type Manifest, type PageManifest } from './manifest-schema';
import { lineAndColumn, locate, type JsonPath, type ManifestProblem } from './problems';
import { sectionEntrySchema } from './registry-schema';
import { checkBindings } from './validate-bindings';
import { closestMatch } from './suggest';
import { isPlainObject } from '../lib/is-plain-object';

export interface ManifestFileResult {
  manifest?: Manifest;
  problems: ManifestProblem[];
}

export function validateManifestText(file: string, text: string): ManifestFileResult {
  const syntaxErrors: ParseError[] = [];
  const tree = parseTree(text, syntaxErrors, { disallowComments: true, allowTrailingComma: false });
  if (syntaxErrors.length > 0 || !tree) {
    // Only the first: the rest usually follow from it.
    const [first] = syntaxErrors;
    const problem: ManifestProblem = first
      ? {
          file,
          path: [],
          message: `Invalid JSON: ${printParseErrorCode(first.error)}`,
          ...lineAndColumn(text, first.offset),
        }
      : { file, path: [], message: 'Invalid JSON: the file is empty' };
    return { problems: [problem] };
  }

  const problems: ManifestProblem[] = [];
  const report = (path: JsonPath, message: string) =>
    problems.push({ file, path, message, ...locate(text, tree, path) });
  const reportIssues = (issues: z.core.$ZodIssue[], prefix: JsonPath = []) => {
    for (const issue of issues) {
      const path = [...prefix, ...issue.path.filter((key) => typeof key !== 'symbol')];
      report(path, issue.message);
    }
  };

  const raw: unknown = getNodeValue(tree);
  const parsed = manifestSchemaFor(raw).safeParse(raw);
  if (!parsed.success) {
    reportIssues(parsed.error.issues);
    return { problems };
  }
  const manifest = parsed.data;
  if (!('redirect' in manifest)) checkSections(manifest, report, reportIssues);
  return { manifest, problems };
}

type Report = (path: JsonPath, message: string) => void;

function checkSections(
  manifest: PageManifest,
  report: Report,
  reportIssues: (issues: z.core.$ZodIssue[], prefix: JsonPath) => void,
) {
  let headings = 0;
  manifest.sections.forEach((section, index) => {
    const at: JsonPath = ['sections', index];
    if (!isSectionType(section.type)) {
      const suggestion = closestMatch(section.type, SECTION_TYPES);
      report(
        [...at, 'type'],
        `Unknown section type "${section.type}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}. Known types: ${SECTION_TYPES.join(', ')}`,
      );
      return;
    }
    const entry = sectionEntrySchema(section.type).safeParse(section);
    if (!entry.success) reportIssues(entry.error.issues, at);
    if (sectionRegistry[section.type].rendersPageHeading) headings += 1;
    if (!section.from && !section.props) {
      report(at, `Section "${section.type}" has neither fixed props ("props") nor a content binding ("from")`);
    }
    if (section.whileLoading && manifest.content?.states !== 'section') {
      report([...at, 'whileLoading'], '"whileLoading" only applies to pages with "content": { "states": "section" }');
    }
    if (section.from) {
      if (!manifest.content) {
        report(
          [...at, 'from'],
          `Section "${section.type}" binds to content ("from"), but the page has no "content" source`,
        );
      } else {
        checkBindings(section.type, section.from, manifest.content, (path, message) =>
          report([...at, 'from', ...path], message),
        );
      }
    }
  });
  checkAnchors(manifest, report);
  if (headings !== 1) {
    const headingTypes = SECTION_TYPES.filter((type) => sectionRegistry[type].rendersPageHeading).join(' or ');
    report(
      ['sections'],
      `A page needs exactly one section that renders its h1 (${headingTypes}); this one has ${headings}`,
    );
  }
}

/**
 * Section ids are the page's anchors: each names one section, and a link to "#id" from the page's
 * own contents list (pageContents) must land on one of them. Links from other pages are not checked
 * here: a manifest knows only itself.
 */
function checkAnchors(manifest: PageManifest, report: Report) {
  const seen = new Set<string>();
  manifest.sections.forEach((section, index) => {
    if (!section.id) return;
    if (seen.has(section.id))
      report(['sections', index, 'id'], `Another section on this page already has the id "${section.id}"`);
    seen.add(section.id);
  });
  const order = [...seen];
  manifest.sections.forEach((section, index) => {
    if (section.type !== 'pageContents' || !isPlainObject(section.props) || !Array.isArray(section.props.items)) return;
    // A contents list is read as the page's order: one out of step sends the reader back up the page.
    let previous: { target: string; position: number } | undefined;
    section.props.items.forEach((item: unknown, itemIndex: number) => {
      const target = isPlainObject(item) ? item.target : undefined;
      if (typeof target !== 'string') return;
      const path = ['sections', index, 'props', 'items', itemIndex, 'target'];
      if (!seen.has(target)) {
        const suggestion = closestMatch(target, order);
        report(
          path,
          `No section on this page has the id "${target}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}. Ids here: ${order.join(', ') || 'none'}`,
        );
        return;
      }
      const position = order.indexOf(target);
      if (previous && position < previous.position)
        report(
          path,
          `"${target}" comes before "${previous.target}" on the page; list the sections in the page's order`,
        );
      previous = { target, position };
    });
  });
}
