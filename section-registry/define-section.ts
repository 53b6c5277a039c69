import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import type { z } from 'zod/mini';
import { parseLeniently } from '../src/content/lenient-parse';

/** What a section may know of the page it is on. The renderer passes it in; sections never reach up for it. */
export interface PageInfo {
  /** The manifest's title. */
  title: string;
}

interface SectionOptions<S extends z.ZodMiniType> {
  /** zod schema of the section's props: the single source of truth. */
  schema: S;
  /** The component, loaded on demand so a page ships only the sections it shows. */
  load: () => Promise<{ default: ComponentType<z.output<S>> }>;
  /** Set on the sections that render the page's single h1 (a page needs exactly one). */
  rendersPageHeading?: boolean;
  /** Fills props from the page, after parsing (the hero's h1 of last resort is the page title). */
  withPage?: (props: z.output<S>, page: PageInfo) => z.output<S>;
}

export interface PreparedSection {
  element: ReactElement;
  /** What was dropped from the input because it did not fit the schema. */
  dropped: string[];
}

/** A section type with its types erased, so the registry can be one record. */
export interface SectionDefinition {
  readonly schema: z.ZodMiniType;
  readonly rendersPageHeading: boolean;
  readonly preload: () => Promise<unknown>;
  /** Parses untrusted input leniently; null when nothing renderable is left. */
  readonly prepare: (input: unknown, page: PageInfo) => PreparedSection | null;
}

export function defineSection<S extends z.ZodMiniType<object>>(options: SectionOptions<S>): SectionDefinition {
  type Props = z.output<S>;
  // Once the route has preloaded the component it renders directly, without a
  // Suspense round trip (which would flash the fallback on every navigation).
  let Loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    const module = await options.load();
    Loaded = module.default;
    return module;
  };
  const Lazy = lazy(preload);
  return {
    schema: options.schema,
    rendersPageHeading: options.rendersPageHeading ?? false,
    preload,
    prepare(input, page) {
      const { data, dropped } = parseLeniently(options.schema, input ?? {});
      if (data === undefined) return null;
      const props = options.withPage ? options.withPage(data, page) : data;
      return { element: createElement(Loaded ?? Lazy, props), dropped };
    },
  };
}
