import { IconUser } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Initials, PortraitFrame } from '../shared/art/PortraitFrame';
import classes from './people.module.css';

interface PersonAvatarProps {
  /** Chooses the frame's tint: the same person always gets the same one. */
  name: string;
  photo: string | undefined;
  initials: string | undefined;
}

type PhotoState = 'loading' | 'loaded' | 'failed';

/**
 * Initials until the photo has loaded, then the photo; a photo that fails
 * keeps the initials. Decorative: the person's name is visible next to it.
 * Give it `key={photo}` so a new photo starts from the initials again.
 */
export function PersonAvatar({ name, photo, initials }: PersonAvatarProps) {
  const [state, setState] = useState<PhotoState>('loading');
  // A photo that loaded (or failed) before hydration, or from the cache, fires
  // no event React can see, so check once the <img> is attached.
  const attach = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);
  const loaded = photo !== undefined && state === 'loaded';

  return (
    // One portrait treatment for every person (docs/design.md): the same frame holds the photo or the initials.
    <PortraitFrame name={name}>
      {!loaded && (initials ? <Initials>{initials}</Initials> : <IconUser size={40} stroke={1.5} />)}
      {photo && state !== 'failed' && (
        // Laid over the initials, transparent until it has loaded (see the CSS), so it can load lazily.
        <img
          ref={attach}
          src={photo}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          data-loaded={loaded || undefined}
          className={classes.photo}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </PortraitFrame>
  );
}
