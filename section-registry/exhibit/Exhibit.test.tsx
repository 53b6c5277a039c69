import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';
import { GRAPHICS } from './schema';

/** The exhibit on a service page, as its manifest gives it. */
function exhibitOn(page: string): Record<string, unknown> {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../../page-manifests/${page}.json`), 'utf8'),
  ) as {
    sections: { type: string; props: Record<string, unknown> }[];
  };
  return manifest.sections.find((section) => section.type === 'exhibit')!.props;
}

/** The text the graphics draw, layout by layout (narrow, wide, large): each label's lines read as one. */
const drawnText = (container: HTMLElement) =>
  [...container.querySelectorAll('figure > [role="img"]')].map((layout) =>
    layout instanceof SVGSVGElement
      ? [...layout.querySelectorAll('text')]
          .map((text) => [...text.childNodes].map((line) => line.textContent).join(' '))
          .join('\n')
      : // A layout set as text on the page (the graded table on a phone): its paragraphs.
        [...layout.querySelectorAll('p')].map((line) => line.textContent).join('\n'),
  );

/** The hidden table's rows, each as its cells' text. */
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** What each service page's exhibit must draw in every layout, and must say in its table. */
const PAGES: { page: string; drawn: string[]; row: string[] }[] = [
  {
    page: 'services-consulting',
    drawn: ['Scope', 'Support, as long as you need it', 'Week 6: emerging findings tested with your team'],
    row: ['Discover', '2 to 6'],
  },
  {
    page: 'services-organizational-design',
    drawn: ['7 layers', '5 layers', 'Assistant director', 'Removed'],
    row: ['2', 'Assistant director (removed)', 'Head of service'],
  },
  {
    page: 'services-mindset-culture-change',
    drawn: ['The dip', 'Staff survey score', 'Starting level', 'Month 4: champions network starts'],
    row: ['Month 6', 'Below where it started', ''],
  },
  {
    page: 'services-transformation-change',
    drawn: ['Planned', 'Still to come', 'Realised', 'Quarters after go-live'],
    row: ['1', '50%', '10%'],
  },
  {
    page: 'services-quality-assurance',
    drawn: ['Overall opinion', 'Substantial', 'Programme assurance review: summary of findings'],
    row: [
      'Team and capability',
      'Substantial (4 of 4)',
      'Key roles are filled by people who have delivered work like this before.',
    ],
  },
  {
    page: 'services-learning-development',
    drawn: ['87%', 'Programme participants applying new skills 90 days on, 2024', '13 of 100: not applying them yet'],
    row: ['87%', 'Programme participants applying new skills 90 days on, 2024'],
  },
];

describe('exhibit section', () => {
  it('stands on each service page after the introduction, one a page and each of a different kind', () => {
    const kinds = PAGES.map(({ page }) => {
      const manifest = JSON.parse(
        readFileSync(resolve(import.meta.dirname, `../../page-manifests/${page}.json`), 'utf8'),
      ) as { sections: { type: string }[] };
      const types = manifest.sections.map((section) => section.type);
      expect(
        types.filter((type) => type === 'exhibit'),
        page,
      ).toHaveLength(1);
      expect(types[types.indexOf('exhibit') - 1], page).toBe('textBlock');
      return GRAPHICS.find((key) => key in exhibitOn(page));
    });
    expect(new Set(kinds).size).toBe(6);
  });

  it('keys each name beside the bars with the mark it names, in every layout', async () => {
    const { container } = await renderSection(definition, exhibitOn('services-transformation-change'));
    for (const svg of container.querySelectorAll('figure > svg')) {
      // Each name sits in its own group after its key: the plan's rule, the gap's pale box, the bar's fill.
      const keyed = [...svg.querySelectorAll('svg')].map((group) => ({
        name: [...(group.querySelector('text')?.childNodes ?? [])].map((line) => line.textContent).join(' '),
        key: group.firstElementChild,
      }));
      expect(keyed.map(({ name }) => name)).toEqual(['Planned', 'Still to come', 'Realised']);
      expect(keyed[0]!.key).toHaveAttribute('stroke-width', '3');
      expect(keyed[1]!.key).toHaveAttribute('fill-opacity', '0.45');
      expect(keyed[2]!.key?.tagName).toBe('rect');
      expect(keyed[2]!.key).not.toHaveAttribute('fill-opacity');
    }
  });

  it('keys the bars under their axis on a phone, where beside them the names took a third of the width', async () => {
    const { container } = await renderSection(definition, exhibitOn('services-transformation-change'));
    const [phone, tablet] = [...container.querySelectorAll('figure > svg')];
    const axisTitle = (svg: Element) =>
      [...svg.querySelectorAll(':scope > text')].find((text) => text.textContent === 'Quarters after go-live');
    const keys = (svg: Element) => [...svg.querySelectorAll(':scope > svg')];
    const titleY = Number(axisTitle(phone!)?.getAttribute('y'));
    expect(titleY).toBeGreaterThan(0);
    for (const key of keys(phone!)) {
      expect(Number(key.getAttribute('y'))).toBeGreaterThan(titleY);
      expect(key.getAttribute('x')).not.toMatch(/%$/);
    }
    // The first name starts the row at the left edge; the gridlines run the full width over the bars.
    expect(keys(phone!)[0]).toHaveAttribute('x', '-12');
    expect(phone!.querySelector(':scope > g > line')).toHaveAttribute('x2', '100%');
    // From a tablet up the names stay in the column beside the last bar.
    for (const key of keys(tablet!)) expect(key.getAttribute('x')).toBe('80%');
  });

  it('sets the graded table on a phone as text that wraps to the phone, each criterion a row in order', async () => {
    const { container } = await renderSection(definition, exhibitOn('services-quality-assurance'));
    const [phone, tablet] = [...container.querySelectorAll('figure > [role="img"]')];
    // Drawn, the evidence was wrapped for a 320 px phone whatever the phone; as text it takes the width.
    expect(phone!.tagName).toBe('DIV');
    expect(tablet!.tagName).toBe('svg');
    const rows = [...phone!.querySelectorAll('li')];
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Governance and decisions',
      'Plan and schedule',
      'Benefits and business case',
      'Risk management',
      'Team and capability',
      'Overall opinion',
    ]);
    const team = rows[4]!;
    expect([...team.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Team and capability',
      'Substantial',
      'Key roles are filled by people who have delivered work like this before.',
    ]);
    // The grade's marks: all four filled for the top grade; the overall opinion is the accented row.
    expect(team.querySelectorAll('rect[fill="var(--xd)"]')).toHaveLength(4);
    expect(rows.filter((row) => row.hasAttribute('data-accent'))).toEqual([rows[5]]);
  });

  it.each(PAGES)(
    '$page: draws its labels in every layout and gives its data as a table',
    async ({ page, drawn, row }) => {
      const props = exhibitOn(page);
      const { container } = await renderSection(definition, props);
      expect(screen.getByRole('heading', { level: 2, name: props.heading as string })).toBeInTheDocument();
      // Three layouts (phone, tablet, laptop), each an image named in a line; the stylesheet shows one.
      const images = screen.getAllByRole('img');
      expect(images).toHaveLength(3);
      for (const image of images) expect(image.getAttribute('aria-label')?.length).toBeGreaterThan(20);
      for (const text of drawnText(container)) for (const label of drawn) expect(text).toContain(label);
      // The same data as text: a table a screen reader and a search engine can read.
      const table = screen.getByRole('table');
      expect(within(table).getByText(images[0]!.getAttribute('aria-label')!)).toBeInTheDocument();
      expect(tableRows(table)).toContainEqual(row);
      // The figure is named by its caption, which says where the data comes from.
      const figure = screen.getByRole('figure');
      expect(figure).toHaveAccessibleName(/Source: |From the case study/);
      if (props.illustrative) expect(figure).toHaveAccessibleName(/^Typical pattern\./);
    },
  );

  it('links a case-study exhibit to the case study whose figures it draws', async () => {
    await renderSection(definition, exhibitOn('services-organizational-design'));
    expect(screen.getByRole('link', { name: 'A London borough council with 3,800 staff' })).toHaveAttribute(
      'href',
      '/services/organizational-design#case-london-borough-restructure',
    );
  });

  it('gives a measured figure it stands on beside the graphic', async () => {
    await renderSection(definition, exhibitOn('services-consulting'));
    expect(screen.getByText('84%').closest('p')).toHaveTextContent(
      '84% Diagnostic recommendations clients had put into effect a year on, 2020 to 2024',
    );
  });

  it('marks the point of the exhibit in words as well as in the accent', async () => {
    const { container } = await renderSection(definition, exhibitOn('services-organizational-design'));
    // Two removed layers in each layout: the accent fill, and the word beside it.
    const [narrow] = container.querySelectorAll('figure > svg');
    expect(narrow!.querySelectorAll('rect[fill="var(--xa)"]')).toHaveLength(2);
    expect(within(narrow as HTMLElement).getAllByText('Removed')).toHaveLength(2);
  });

  it('leaves out the parts it cannot draw, and draws the rest', async () => {
    const { container } = await renderSection(definition, {
      heading: 'A partial timeline',
      timeline: {
        length: 10,
        phases: [
          { label: 'Scope', start: 1, end: 2 },
          { label: 'No weeks' },
          { start: 3, end: 4 },
          { label: 'Late', start: 12, end: 14 },
        ],
        milestones: [{ at: 4, label: 'Kept' }, { label: 'No week' }, { at: 30, label: 'Past the end' }],
      },
    });
    const [text] = drawnText(container);
    expect(text).toContain('Scope');
    expect(text).toContain('Week 4: Kept');
    for (const left of ['No weeks', 'Late', 'No week', 'Past the end']) expect(text).not.toContain(left);
    // With no note or source, the caption still says what the graphic is.
    expect(screen.getByRole('figure')).toHaveAccessibleName('Timeline over 10 weeks: Scope');
  });

  it('draws one state of a structure, or one series of a curve, when the other is missing', async () => {
    const { container } = await renderSection(definition, { structure: { before: { layers: ['Director', 'Team'] } } });
    expect(drawnText(container)[1]).toContain('2 layers');
    expect(container.querySelectorAll('rect[fill="var(--xa)"]')).toHaveLength(0);
    const curve = structuredClone(fixture);
    curve.curve.series.push({ label: 'Broken', points: [{ x: 3, y: Number.NaN }] } as never);
    const second = await renderSection(definition, curve);
    expect(drawnText(second.container)[2]).not.toContain('Broken');
  });

  it('renders nothing at all when no graphic has data enough to draw', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const input of [
      { heading: 'Nothing to draw' },
      { heading: 'No phases', timeline: { length: 12, phases: [] } },
      { heading: 'No length', timeline: { phases: [{ label: 'Scope', start: 1, end: 2 }] } },
      { heading: 'One point', curve: { series: [{ points: [{ x: 0, y: 1 }] }] } },
      { heading: 'Out of 100', share: { value: 140, label: 'Too many' } },
      { heading: 'No criteria', scorecard: { scale: ['Low', 'High'], criteria: [{ grade: 'Low' }] } },
      { heading: 'No periods', bars: { periods: [{ label: 'Q1' }] } },
      { heading: 'No layers', structure: { before: { label: 'Before', layers: [' '] } } },
    ]) {
      const { container } = await renderSection(definition, input);
      expect(container, input.heading).toBeEmptyDOMElement();
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('never throws on data of the wrong shape or out of range', async () => {
    const hostile = [
      { timeline: { length: 1e9, phases: [{ label: 'x', start: -5, end: 1e12 }] } },
      {
        curve: {
          x: { start: 10, end: 0, step: -1 },
          series: [
            {
              points: [
                { x: 1, y: 1 },
                { x: 1, y: 1 },
              ],
            },
          ],
        },
      },
      { bars: { y: { max: -1 }, periods: [{ planned: -4, realised: 1e300 }] } },
      { scorecard: { scale: [], criteria: [{ label: 'Unscaled', grade: 'Odd' }] } },
      { share: { value: 0, label: 'None' } },
      { timeline: 'a string', curve: [1, 2], share: { value: '87' } },
    ];
    for (const input of hostile) await expect(renderSection(definition, input)).resolves.toBeDefined();
  });
});
