import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import type { z } from 'zod/mini';
import type { parseLeniently } from '../src/content/lenient-parse';
import type { StructuredData, StructuredDataBuilder, StructuredDataContext } from '../src/lib/structured-data';

/** What a section may know of the page it is on. The renderer passes it in; sections never reach up for it. */
export interface PageInfo {
  /** The manifest's title. */
  title: string;
}

/**
 * When an island's component hydrates (Astro's client:load, client:idle, client:visible and a first
 * interaction): its server HTML shows and reads before, and without, it.
 */
export type IslandWake = 'load' | 'idle' | 'visible' | 'interaction';

/** A small enhancement: plain TypeScript that works on the server's HTML, for every instance under `root`. */
export interface EnhancementModule {
  enhance: (root: ParentNode) => void;
}

/**
 * What a section needs in the browser, declared in its defineSection and nowhere else (the page's
 * scripts are the union of its sections' needs and the shell's; server/page-assets.ts reads them):
 * - nothing: its HTML is the whole of it (the default);
 * - an enhancement: `enhance.ts` in its folder, run on the server's HTML;
 * - an island: its own component, hydrated on its own root when `island` says.
 */
export type BrowserNeed =
  | { kind: 'none' }
  | { kind: 'enhancement'; load: () => Promise<EnhancementModule> }
  | { kind: 'island'; when: IslandWake };

interface SectionOptions<S extends z.ZodMiniType> {
  /**
   * The zod schema of the section's props, the single source of truth. Loaded
   * on demand: a server-rendered page arrives with its sections already rendered,
   * so a visit needs neither the schemas nor zod.
   */
  schema: () => Promise<S>;
  /** The component, loaded on demand: the server renders with it; an island hydrates with it. */
  load: () => Promise<{ default: ComponentType<z.output<S>> }>;
  /** See BrowserNeed. `enhancement` imports the section folder's enhance.ts. */
  browser?: { enhancement: () => Promise<EnhancementModule> } | { island: IslandWake };
  /** Set on the sections that render the page's single h1 (a page needs exactly one). */
  rendersPageHeading?: boolean;
  /** Fills props from the page, after parsing (the hero's h1 of last resort is the page title). */
  withPage?: (props: z.output<S>, page: PageInfo) => z.output<S>;
  /**
   * What the section shows in schema.org terms, from its rendered props (see
   * src/lib/structured-data.ts). Loaded by the server only, after rendering.
   */
  structuredData?: () => Promise<StructuredDataBuilder<z.output<S>>>;
}

/** A section's structured-data builder with its props type erased. */
export type SectionStructuredData = (props: object, context: StructuredDataContext) => StructuredData;

export interface PreparedSection {
  /** The parsed props, as the component gets them (plain data: an island carries them to the browser). */
  props: object;
  element: ReactElement;
  /** What was dropped from the input because it did not fit the schema. */
  dropped: string[];
}

/** A section type with its types erased, so the registry can be one record. */
export interface SectionDefinition {
  readonly rendersPageHeading: boolean;
  readonly browser: BrowserNeed;
  readonly loadSchema: () => Promise<z.ZodMiniType>;
  /** Loads the component only: enough to render props that were parsed elsewhere. */
  readonly preloadComponent: () => Promise<{ default: ComponentType<object> }>;
  /** Loads the component and the schema: enough to prepare any input. */
  readonly preload: () => Promise<unknown>;
  /** True once the schema is loaded, so `prepare` can run. */
  readonly canPrepare: () => boolean;
  /** Parses untrusted input leniently; null when nothing renderable is left. Needs `preload` first. */
  readonly prepare: (input: unknown, page: PageInfo) => PreparedSection | null;
  /** The element for props that were prepared already. */
  readonly render: (props: object) => ReactElement;
  /** The section's structured-data builder, for props it rendered with; undefined when it declares none. */
  readonly loadStructuredData?: () => Promise<SectionStructuredData>;
}

function browserNeed(declared: SectionOptions<z.ZodMiniType>['browser']): BrowserNeed {
  if (!declared) return { kind: 'none' };
  if ('island' in declared) return { kind: 'island', when: declared.island };
  return { kind: 'enhancement', load: declared.enhancement };
}

export function defineSection<S extends z.ZodMiniType<object>>(options: SectionOptions<S>): SectionDefinition {
  type Props = z.output<S>;
  // Once loaded the component renders directly, without a Suspense round trip.
  let Loaded: ComponentType<Props> | undefined;
  // The schema and the lenient parser (zod) load together, when something must be parsed.
  let parser: { schema: S; parse: typeof parseLeniently } | undefined;
  // One download at a time, whoever asks.
  let componentLoad: Promise<{ default: ComponentType<Props> }> | undefined;
  const preloadComponent = () => {
    componentLoad ??= options.load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A section given up on is tried afresh when a page asks for it again.
        componentLoad = undefined;
        throw error;
      },
    );
    return componentLoad;
  };
  const loadSchema = async () => {
    if (!parser) {
      const [schema, { parseLeniently: parse }] = await Promise.all([
        options.schema(),
        import('../src/content/lenient-parse'),
      ]);
      parser = { schema, parse };
    }
    return parser.schema;
  };
  const Lazy = lazy(preloadComponent);
  const render = (props: object) => createElement(Loaded ?? Lazy, props as Props);
  return {
    rendersPageHeading: options.rendersPageHeading ?? false,
    browser: browserNeed(options.browser),
    loadSchema,
    preloadComponent: preloadComponent as () => Promise<{ default: ComponentType<object> }>,
    preload: () => Promise.all([preloadComponent(), loadSchema()]),
    canPrepare: () => parser !== undefined,
    prepare(input, page) {
      if (!parser) throw new Error('A section was prepared before its schema was loaded (preload it first)');
      const { data, dropped } = parser.parse(parser.schema, input ?? {});
      if (data === undefined) return null;
      const props = options.withPage ? options.withPage(data, page) : data;
      return { props, element: render(props), dropped };
    },
    render,
    loadStructuredData: loadStructuredData(options.structuredData),
  };
}

function loadStructuredData<Props>(
  load: (() => Promise<StructuredDataBuilder<Props>>) | undefined,
): (() => Promise<SectionStructuredData>) | undefined {
  if (!load) return undefined;
  return async () => {
    const build = await load();
    // The props are the ones this section's own schema produced (recorded while rendering).
    return (props, context) => build(props as Props, context);
  };
}
