import { FamilyArt } from './FamilyArt';
import { isMap, type ArtFamily } from './families';
import { OfficeMap } from './OfficeMap';
import classes from './art.module.css';

/**
 * A card's picture: a drawing at the card's head, in the heroes' navy panel, standing on the panel's foot
 * with its ground out to the panel's edges. The panel's height crops the drawing's empty sky, so the
 * subject fills the head rather than sitting small at its foot (the home page's services card, an
 * office's card). Screen-only: paper gets the words.
 */
export function ArtHead({ family }: { family: ArtFamily }) {
  if (isMap(family))
    return (
      <div className={classes.head} style={{ padding: 0 }}>
        <OfficeMap />
      </div>
    );
  return (
    <div className={classes.head}>
      <FamilyArt family={family} tone="panel" className={classes.headDrawing} />
    </div>
  );
}
