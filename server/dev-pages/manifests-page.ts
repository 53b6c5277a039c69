/**
 * The dev server's /__manifests page: every manifest with its route (a link),
 * title, file, content source and sections, its problems beside it, and a filter.
 * Plain HTML with one small script; the dev server only, never the build.
 */
import type { InventoryEntry, InventorySection } from '../../src/manifests/inventory.ts';

export interface ManifestProblemLine {
  /** The file the problem is in, as the inventory names files. */
  file: string;
  /** "file:line:col path: reason", as `npm run manifests` prints it. */
  text: string;
}

export interface ManifestsPageInput {
  inventory: InventoryEntry[];
  problems: ManifestProblemLine[];
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function manifestsPage({ inventory, problems }: ManifestsPageInput): string {
  const listed = new Set(inventory.map((entry) => entry.file));
  // Files that did not parse have no inventory entry; their problems still need a place on the page.
  const unlisted = [...new Set(problems.map((problem) => problem.file))].filter((file) => !listed.has(file));
  const problemsOf = (file: string) => problems.filter((problem) => problem.file === file);
  const items = [
    ...unlisted.map((file) => brokenItem(file, problemsOf(file))),
    ...inventory.map((entry) => manifestItem(entry, problemsOf(entry.file))),
  ];
  const summary = `${inventory.length} manifests, ${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page manifests (dev)</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>Page manifests</h1><p>${summary}. Dev server only: re-checked on every request, reloaded when a manifest changes. <a href="/__sections">Section gallery</a></p></header>
<main>
<label for="filter">Filter by route, section type or document</label>
<input id="filter" type="search" autocomplete="off">
<p id="shown" role="status"></p>
<ul class="manifests">
${items.join('\n')}
</ul>
</main>
<script type="module">${SCRIPT}</script>
</body>
</html>
`;
}

function problemList(problems: ManifestProblemLine[]): string {
  if (problems.length === 0) return '';
  const lines = problems.map((problem) => `<li>${escape(problem.text)}</li>`).join('');
  return `<div class="problems"><h3>Problems</h3><ul>${lines}</ul></div>`;
}

function brokenItem(file: string, problems: ManifestProblemLine[]): string {
  return `<li class="manifest broken" data-search="${escape(file.toLowerCase())}"><article>
<h2>${escape(file)}</h2>${problemList(problems)}</article></li>`;
}

function manifestItem(entry: InventoryEntry, problems: ManifestProblemLine[]): string {
  const route =
    entry.route === '*'
      ? '<span>* (any other path)</span>'
      : `<a href="${escape(entry.route)}">${escape(entry.route)}</a>`;
  const content = entry.redirect
    ? `redirect to <a href="${escape(entry.redirect)}">${escape(entry.redirect)}</a>`
    : entry.content
      ? `<code>${escape([entry.content.document, entry.content.path].filter(Boolean).join('.'))}</code> (${entry.content.states} states)`
      : 'fixed copy';
  const search = [
    entry.route,
    entry.file,
    entry.title ?? '',
    entry.content?.document ?? '',
    ...entry.sections.flatMap((section) => [section.type, section.id ?? '']),
  ]
    .join(' ')
    .toLowerCase();
  const sections = entry.sections.map(sectionItem).join('');
  return `<li class="manifest${problems.length > 0 ? ' broken' : ''}" data-search="${escape(search)}"><article>
<h2>${route} <span class="title">${escape(entry.title ?? '(redirect)')}</span></h2>
<dl><dt>File</dt><dd><code>${escape(entry.file)}</code></dd><dt>Content</dt><dd>${content}</dd></dl>
${problemList(problems)}${sections ? `<ol class="sections">${sections}</ol>` : ''}</article></li>`;
}

function sectionItem(section: InventorySection): string {
  const id = section.id ? ` <code>#${escape(section.id)}</code>` : '';
  const fed =
    section.source === 'fixed'
      ? 'fixed props'
      : section.bindings
          .map(
            (binding) =>
              `${binding.prop ? `${escape(binding.prop)} ← ` : ''}<code>${escape(binding.documentPath)}</code>`,
          )
          .join(', ');
  const fallbacks = section.fallbacks.length > 0 ? `; fallbacks: ${section.fallbacks.map(escape).join(', ')}` : '';
  const missing = section.ifMissing ? `; if missing: ${section.ifMissing}` : '';
  return `<li><code class="type">${escape(section.type)}</code>${id}: ${fed}${fallbacks}${missing}</li>`;
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem; color: #1a1b1e; }
a { color: #00476a; }
a:focus-visible, input:focus-visible { outline: 3px solid #00476a; outline-offset: 2px; }
label { display: block; font-weight: 600; }
input { font: inherit; padding: 0.4rem 0.6rem; width: min(30rem, 100%); border: 1px solid #555; border-radius: 4px; }
.manifests { list-style: none; padding: 0; }
.manifest { border: 1px solid #ccc; border-radius: 6px; padding: 0.5rem 1rem; margin: 0.75rem 0; }
.manifest.broken { border-color: #b00020; border-width: 2px; }
h2 { font-size: 1.15rem; margin: 0.25rem 0; }
h3 { font-size: 1rem; margin: 0.25rem 0; color: #b00020; }
.title { font-weight: 400; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; margin: 0.25rem 0; }
dt { font-weight: 600; }
dd { margin: 0; }
.problems { background: #fdecee; padding: 0.25rem 0.75rem; border-radius: 4px; }
.sections { margin: 0.25rem 0; }
.type { font-weight: 700; }
[hidden] { display: none; }
`;

/** Filters the list (the query stays in the address, so a reload after an edit keeps it) and reloads on edits. */
const SCRIPT = `
const input = document.getElementById('filter');
const shown = document.getElementById('shown');
const items = [...document.querySelectorAll('.manifest')];
function apply() {
  const words = input.value.toLowerCase().split(/\\s+/).filter(Boolean);
  let count = 0;
  for (const item of items) {
    const match = words.every((word) => item.dataset.search.includes(word));
    item.hidden = !match;
    if (match) count++;
  }
  shown.textContent = count + ' of ' + items.length + ' shown';
  const url = new URL(location.href);
  if (input.value) url.searchParams.set('q', input.value); else url.searchParams.delete('q');
  history.replaceState(null, '', url);
}
input.value = new URL(location.href).searchParams.get('q') ?? '';
input.addEventListener('input', apply);
apply();
import('/@vite/client').then(({ createHotContext }) => {
  createHotContext('/__manifests').on('reviewers:manifests-changed', () => location.reload());
});
`;
