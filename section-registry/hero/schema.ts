import { described, z } from '../../src/lib/zod-mini';
import { ART_FAMILIES } from '../shared/art/families';
import { aside } from '../shared/aside-schema';
import { action, href, iconName, statItem, text } from '../shared/schemas';

export const heroSchema = z.strictObject({
  title: described(z.optional(text), "The page's h1; falls back to the manifest title"),
  subtitle: z.optional(text),
  breadcrumbs: described(
    z._default(z.array(z.strictObject({ label: text, href: z.optional(href) })), []),
    'Trail shown above the title; the last entry is the current page',
  ),
  note: described(z.optional(text), 'Small print under the subtitle, e.g. "Last updated May 18, 2025"'),
  primaryAction: z.optional(action),
  secondaryAction: z.optional(action),
  panel: described(
    z.optional(
      z.strictObject({
        title: z.optional(text),
        items: z._default(
          z.array(
            z.strictObject({
              icon: z.optional(iconName),
              title: z.optional(text),
              description: z.optional(text),
              href: z.optional(href),
            }),
          ),
          [],
        ),
      }),
    ),
    'A card beside the title (home: "Our Core Services")',
  ),
  quote: z.optional(z.strictObject({ text: z.optional(text), attribution: z.optional(text) })),
  stats: z._default(z.array(statItem), []),
  statsNote: described(
    z.optional(text),
    'One line under the figures saying what they count and as at when, e.g. "Since our founding in 2000; projects to March 2026"',
  ),
  counterDurationMs: z._default(z.int().check(z.minimum(0), z.maximum(10000)), 1500),
  layout: described(
    z._default(z.enum(['page', 'home', 'compact']), 'page'),
    'compact: a shorter hero with a smaller drawing, for a page whose first screen belongs to what follows (the contact form)',
  ),
  art: described(
    z.optional(z.enum(ART_FAMILIES)),
    "The page's picture beside the title (docs/design.md): a service's chart specimen, the home page's mark. Other pages open on their key facts (aside)",
  ),
  aside: described(
    z.optional(aside),
    "Beside the title on a page without a picture, in the navy panel: the few facts a reader came for (a course's length, the firm's offices). Review 30 asked for the page's key facts in the first screen",
  ),
  highlight: described(
    z.optional(
      z.strictObject({
        value: z.optional(text),
        label: z.optional(text),
        client: z.optional(text),
        href: z.optional(href),
      }),
    ),
    "A measured result from the page's own case studies, in the drawing's panel: proof in the first screen. Word for word as the case study gives it, linked to it (tests/copy-agreement.test.ts holds this)",
  ),
  describes: described(
    z.optional(z.enum(['Course'])),
    'What the page presents, for search engines: "Course" makes the title and subtitle a schema.org Course provided by the firm',
  ),
});

export type HeroProps = z.output<typeof heroSchema>;
