/**
 * The section registry: the only place a section type string is listed.
 * A manifest's `sections[].type` is a key of this record; the manifest JSON
 * Schema and the build-time validator are derived from it. To add a section,
 * add a folder (schema.ts, Component.tsx, index.ts, fixture.json, test) and a
 * line here, then run `npm run schema`.
 */
import accordion from './accordion';
import cardGrid from './card-grid';
import caseStudies from './case-studies';
import carousel from './carousel';
import checklist from './checklist';
import chips from './chips';
import contactForm from './contact-form';
import courseOffers from './course-offers';
import credentials from './credentials';
import cta from './cta';
import type { SectionDefinition } from './define-section';
import eventList from './event-list';
import exhibit from './exhibit';
import hero from './hero';
import highlights from './highlights';
import hoverCards from './hover-cards';
import keyFacts from './key-facts';
import message from './message';
import milestones from './milestones';
import numberedCards from './numbered-cards';
import pageContents from './page-contents';
import outcomes from './outcomes';
import people from './people';
import pyramid from './pyramid';
import results from './results';
import selectableCards from './selectable-cards';
import stats from './stats';
import steps from './steps';
import tabs from './tabs';
import testimonials from './testimonials';
import textBlock from './text-block';

export const sectionRegistry = {
  hero,
  pageContents,
  textBlock,
  stats,
  cardGrid,
  highlights,
  selectableCards,
  pyramid,
  carousel,
  numberedCards,
  people,
  chips,
  testimonials,
  caseStudies,
  results,
  milestones,
  accordion,
  keyFacts,
  courseOffers,
  eventList,
  tabs,
  hoverCards,
  steps,
  exhibit,
  outcomes,
  checklist,
  contactForm,
  cta,
  message,
  credentials,
} satisfies Record<string, SectionDefinition>;

export type SectionType = keyof typeof sectionRegistry;

export const SECTION_TYPES = Object.keys(sectionRegistry) as SectionType[];

export function isSectionType(type: string): type is SectionType {
  return Object.hasOwn(sectionRegistry, type);
}
