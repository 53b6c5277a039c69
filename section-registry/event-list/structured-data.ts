import type { JsonLdNode, JsonObject, StructuredDataBuilder } from '../../src/lib/structured-data';
import { hasEnded, parseDateRange } from './event-dates';
import type { EventItem, EventListProps } from './schema';

/** Location names that mean the event runs online. */
const ONLINE = /^(virtual|online)$/i;

/**
 * Each upcoming bootcamp as a schema.org Event with what Google's event results
 * need: name, start date and location, plus the organiser, end date, spaces
 * left and where to register. A card without a title, a readable date or a
 * location is shown but not described: an Event without them is invalid.
 *
 * A bootcamp whose last day is over (by the day the page was rendered) is left
 * out, though the page still shows it as a past cohort: Google shows only events
 * still to come; schema.org has no status for an event that has taken place, and
 * Google reads an Event without `eventStatus` as EventScheduled; and an offer of
 * places "in stock" for a day gone by would be false.
 */
export const eventListStructuredData: StructuredDataBuilder<EventListProps> = (props, context) => {
  const registerUrl = context.absoluteUrl(props.registerAction.href);
  const entities = props.items.flatMap((item): JsonLdNode[] => {
    const dates = item.date ? parseDateRange(item.date) : undefined;
    if (!item.title || !dates || !item.location || hasEnded(item.date, context.today)) return [];
    const online = ONLINE.test(item.location);
    return [
      {
        '@type': 'Event',
        name: item.title,
        ...(item.description ? { description: item.description } : {}),
        startDate: dates.start,
        ...(dates.end ? { endDate: dates.end } : {}),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: online
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
        location: online
          ? { '@type': 'VirtualLocation', url: registerUrl }
          : place(item.location, context.officeAddress),
        image: [context.image],
        organizer: context.organization,
        ...(item.level ? { educationalLevel: item.level } : {}),
        ...spaces(item, registerUrl),
      },
    ];
  });
  return { entities };
};

function place(location: string, officeAddress: (city: string) => JsonLdNode | undefined): JsonLdNode {
  return {
    '@type': 'Place',
    name: location,
    address: officeAddress(location) ?? { '@type': 'PostalAddress', addressLocality: location },
  };
}

/** The spaces badge: how many places are left, and whether one can still be booked. */
function spaces(item: EventItem, registerUrl: string): JsonObject {
  if (item.spaces === undefined) return {};
  return {
    remainingAttendeeCapacity: item.spaces,
    offers: {
      '@type': 'Offer',
      url: registerUrl,
      availability: item.spaces > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
}
