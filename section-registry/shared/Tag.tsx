import type { CSSProperties, HTMLAttributes } from 'react';
import classes from './tag.module.css';

export type TagVariant = 'filled' | 'light' | 'outline';

interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  variant?: TagVariant;
  /** A theme colour, with its shade ("red.9") or without (the colour's own filled, outline or light tone). */
  color: string;
}

/** The theme's colour variable for a variant: "red.9" is that shade; "brand" is the colour's variant tone. */
function tone(color: string, variant: TagVariant): { colour: string; text?: string } {
  const [name, shade] = color.split('.');
  if (shade) return { colour: `var(--mantine-color-${name}-${shade})` };
  if (variant === 'light')
    return { colour: `var(--mantine-color-${name}-light)`, text: `var(--mantine-color-${name}-light-color)` };
  return { colour: `var(--mantine-color-${name}-${variant})` };
}

/**
 * A short label in a pill (a level, places left, "Most Popular"): Mantine's Badge as it was drawn here, at
 * the label size in the case it is written in, without its 950 bytes of stylesheet for the variants and
 * sizes the site never used.
 */
export function Tag({ variant = 'filled', color, className, style, ...rest }: TagProps) {
  const { colour, text } = tone(color, variant);
  return (
    <span
      {...rest}
      data-tag=""
      data-variant={variant}
      className={className ? `${classes.tag} ${className}` : classes.tag}
      style={{ ...style, '--tag-color': colour, '--tag-text': text } as CSSProperties}
    />
  );
}
