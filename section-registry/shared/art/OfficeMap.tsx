import type { CSSProperties } from 'react';
import officeMap from './office-map.svg';
import { MAP_SIZE, OFFICES, place } from './office-map-frame';
import classes from './office-map.module.css';

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/**
 * A name's place: level with its pin, and beside it on the side with room, so a name never runs off the
 * map (London's and Accra's, in its eastern fifth, ran off a phone's).
 */
function namePlace(x: number, y: number): CSSProperties {
  const across = x / MAP_SIZE.width;
  return {
    left: percent(across),
    top: percent(y / MAP_SIZE.height),
    translate: across > 0.5 ? 'calc(-100% - 0.75rem) -50%' : '0.75rem -50%',
  };
}

/**
 * The three offices on a map of the North Atlantic (office-map.svg, from scripts/office-map.ts), each
 * city's name beside its pin. The names are the page's own text in its own type, laid over the picture
 * at the place the drawing put the pin, so they stay sharp and translate with the page. Decorative, as
 * every picture here is: the offices' addresses are in the words below it. Lazy, as a phone hides the
 * hero's panel.
 */
export function OfficeMap() {
  return (
    <div className={classes.map} aria-hidden="true">
      <img
        src={officeMap}
        alt=""
        width={Math.round(MAP_SIZE.width * 10)}
        height={MAP_SIZE.height * 10}
        loading="lazy"
        decoding="async"
      />
      {OFFICES.map((office) => {
        const { x, y } = place(office.lat, office.lon);
        return (
          <span key={office.city} className={classes.mapCity} style={namePlace(x, y)}>
            {office.city}
          </span>
        );
      })}
    </div>
  );
}

/**
 * The map in a navy panel of its own, under a column of words (the home page's ways to reach us, which
 * give one office's address): it fills what was 500 px of nothing beside the form (review 33).
 */
export function OfficeMapPanel() {
  return (
    <div className={classes.panel}>
      <OfficeMap />
    </div>
  );
}
