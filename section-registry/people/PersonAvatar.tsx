import { IconUser } from '@tabler/icons-react';
import { Initials, PortraitFrame } from '../shared/art/PortraitFrame';
import classes from './people.module.css';

interface PersonAvatarProps {
  photo: string | undefined;
  initials: string | undefined;
}

/**
 * One portrait treatment for every person (docs/design.md): the same frame holds the photo or the
 * initials. Spec: the image once loaded, otherwise the initials. The photo lies over the initials,
 * transparent until it has loaded; enhance.ts reveals it then, and drops it if it fails, so the
 * initials stay. Without JavaScript a loaded photo simply covers them. Decorative: the name is beside it.
 */
export function PersonAvatar({ photo, initials }: PersonAvatarProps) {
  return (
    <PortraitFrame>
      <span data-portrait-initials="" className={classes.initials}>
        {initials ? <Initials>{initials}</Initials> : <IconUser size={40} stroke={1.5} />}
      </span>
      {photo && (
        <img
          src={photo}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          data-portrait-photo=""
          className={classes.photo}
        />
      )}
    </PortraitFrame>
  );
}
