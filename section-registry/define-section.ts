import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import type { z } from 'zod/mini';
import type * as LenientParse from '../src/content/lenient-parse';
import type { parseLeniently } from '../src/content/lenient-parse';
import { loadWithRetry, type ModuleExports } from '../src/lib/chunk-loading';
import type { StructuredData, StructuredDataBuilder, StructuredDataContext } from '../src/lib/structured-data';

/** What a section may know of the page it is on. The renderer passes it in; sections never reach up for it. */
export interface PageInfo {
  /** The manifest's title. */
  title: string;
}

interface SectionOptions<S extends z.ZodMiniType> {
  /**
   * The zod schema of the section's props, the single source of truth. Loaded
   * on demand: a server-rendered page arrives with its sections' props already
   * parsed, so a first visit needs neither the schemas nor zod. Its file exports
   * it as its one "…Schema" (what a retried download is read by, see chunk-loading.ts).
   */
  schema: () => Promise<S>;
  /** The component, loaded on demand so a page ships only the sections it shows. */
  load: () => Promise<{ default: ComponentType<z.output<S>> }>;
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
  /** The parsed props, as the component gets them (plain data: a server-rendered page carries them). */
  props: object;
  element: ReactElement;
  /** What was dropped from the input because it did not fit the schema. */
  dropped: string[];
}

/** A section type with its types erased, so the registry can be one record. */
export interface SectionDefinition {
  readonly rendersPageHeading: boolean;
  readonly loadSchema: () => Promise<z.ZodMiniType>;
  /** Loads the component only: enough to render props that were parsed elsewhere (by the server). */
  readonly preloadComponent: () => Promise<unknown>;
  /** Loads the component and the schema: enough to prepare any input. */
  readonly preload: () => Promise<unknown>;
  /** True once the schema is loaded, so `prepare` can run. */
  readonly canPrepare: () => boolean;
  /** Parses untrusted input leniently; null when nothing renderable is left. Needs `preload` first. */
  readonly prepare: (input: unknown, page: PageInfo) => PreparedSection | null;
  /** The element for props that were prepared already (by the server, for this page). */
  readonly render: (props: object) => ReactElement;
  /** The section's structured-data builder, for props it rendered with; undefined when it declares none. */
  readonly loadStructuredData?: () => Promise<SectionStructuredData>;
}

export function defineSection<S extends z.ZodMiniType<object>>(options: SectionOptions<S>): SectionDefinition {
  type Props = z.output<S>;
  // Once the route has preloaded the component it renders directly, without a
  // Suspense round trip (which would flash the fallback on every navigation).
  let Loaded: ComponentType<Props> | undefined;
  // The schema and the lenient parser (zod) load together, when something must be parsed.
  let parser: { schema: S; parse: typeof parseLeniently } | undefined;
  // One download at a time, whoever asks (the route, the lazy component, the hydration marker).
  let componentLoad: Promise<{ default: ComponentType<Props> }> | undefined;
  let componentFailed = false;
  const preloadComponent = () => {
    componentLoad ??= loadWithRetry(options.load, { fromExports: componentExports<Props> }).then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        componentFailed = true;
        throw error;
      },
    );
    return componentLoad;
  };
  // A section given up on one page (its boundary leaves it out) gets a fresh try on the next page.
  // Only a new page asks again: the page that failed keeps its answer, so nothing retries in a loop.
  const preloadComponentForPage = () => {
    if (componentFailed) {
      componentFailed = false;
      componentLoad = undefined;
    }
    return preloadComponent();
  };
  const loadSchema = async () => {
    if (!parser) {
      const [schema, { parseLeniently: parse }] = await Promise.all([
        loadWithRetry(options.schema, { fromExports: schemaExport<S> }),
        loadWithRetry(() => import('../src/content/lenient-parse'), { fromExports: lenientParseExports }),
      ]);
      parser = { schema, parse };
    }
    return parser.schema;
  };
  const Lazy = lazy(preloadComponent);
  const render = (props: object) => createElement(Loaded ?? Lazy, props as Props);
  return {
    rendersPageHeading: options.rendersPageHeading ?? false,
    loadSchema,
    preloadComponent,
    preload: () => Promise.all([preloadComponentForPage(), loadSchema()]),
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

/** A retried section file's exports, when they are a component's (its default export). */
function componentExports<Props>(exports: ModuleExports): { default: ComponentType<Props> } | undefined {
  const component = exports.default;
  const isComponent = typeof component === 'function' || (typeof component === 'object' && component !== null);
  // The same file the section's import() names: its default export is that component.
  return isComponent ? (exports as { default: ComponentType<Props> }) : undefined;
}

/** A retried schema file's section schema: by convention its one export named "…Schema" (cardGridSchema). */
function schemaExport<S>(exports: ModuleExports): S | undefined {
  const schemas = Object.keys(exports).filter((name) => name.endsWith('Schema'));
  return schemas.length === 1 ? (exports[schemas[0]!] as S) : undefined;
}

function lenientParseExports(exports: ModuleExports): typeof LenientParse | undefined {
  return typeof exports.parseLeniently === 'function' ? (exports as typeof LenientParse) : undefined;
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
