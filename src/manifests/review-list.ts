/** The reviewers' list: one line per manifest with route, file, title, content source and sections. */
import { byRoute } from './inventory';
import { isRedirect } from './manifest-schema';
import type { ManifestEntry } from './validate-manifests';

export interface ReviewRow {
  route: string;
  file: string;
  title: string;
  content: string;
  sections: string;
}

export function reviewRows(entries: ManifestEntry[]): ReviewRow[] {
  return [...entries].sort(byRoute).map(({ file, manifest }) => {
    if (isRedirect(manifest)) {
      return { route: manifest.route, file, title: '(redirect)', content: '—', sections: `→ ${manifest.redirect}` };
    }
    const content = manifest.content
      ? [manifest.content.document, manifest.content.path].filter(Boolean).join('.')
      : 'fixed copy';
    return {
      route: manifest.route,
      file,
      title: manifest.title,
      content,
      sections: manifest.sections.map((s) => s.type).join(' › '),
    };
  });
}

export function formatReviewTable(rows: ReviewRow[]): string {
  const headers: ReviewRow = { route: 'Route', file: 'File', title: 'Title', content: 'Content', sections: 'Sections' };
  const columns: (keyof ReviewRow)[] = ['route', 'file', 'title', 'content', 'sections'];
  const widths = columns.map((column) => Math.max(...[headers, ...rows].map((row) => row[column].length)));
  const line = (row: ReviewRow) =>
    columns
      .map((column, index) => (index === columns.length - 1 ? row[column] : row[column].padEnd(widths[index]!)))
      .join('  ');
  return [line(headers), ...rows.map(line)].join('\n');
}
