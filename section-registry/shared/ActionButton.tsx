import { IconArrowDown, IconArrowRight } from '@tabler/icons-react';
import { SmartLink } from './SmartLink';
import classes from './action-button.module.css';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * Three tiers of button (docs/design.md): primary solid ('filled'), secondary outline ('outline') and
 * the tertiary text link with an arrow (not a button). On a dark panel the same two tiers are drawn
 * in white: 'white' is the primary, 'outline-white' the secondary.
 */
export type ActionVariant = 'filled' | 'outline' | 'text' | 'white' | 'outline-white';
export type ActionSize = 'sm' | 'md' | 'lg';

export interface ActionStyle {
  variant?: ActionVariant;
  size?: ActionSize;
  fullWidth?: boolean;
}

/** The button look, for the odd real <button> (a form's submit) to match the links. */
export function actionClassName({ variant = 'filled', size = 'sm', fullWidth = false }: ActionStyle = {}): string {
  return [classes.action, classes[variant], classes[size], fullWidth ? classes.fullWidth : '']
    .filter(Boolean)
    .join(' ');
}

interface ActionButtonProps extends ActionStyle {
  label: string;
  href: string;
  withArrow?: boolean;
  /** Which way the arrow points: down for a jump to further down the same page. */
  arrow?: 'right' | 'down';
  /** Read after the label by screen readers only: tells apart several links with the same label. */
  hiddenSuffix?: string;
  className?: string;
}

/**
 * Every call to action on the site: a plain link that looks like a button. No
 * component library machinery: it renders the same before and after hydration.
 */
export function ActionButton({
  label,
  href,
  withArrow = false,
  arrow = 'right',
  hiddenSuffix,
  className,
  ...style
}: ActionButtonProps) {
  const Arrow = arrow === 'down' ? IconArrowDown : IconArrowRight;
  return (
    <SmartLink
      href={href}
      className={className ? `${actionClassName(style)} ${className}` : actionClassName(style)}
      // On paper it prints where it leads (src/shell/global.css): a reader of a printout can follow it.
      data-print-href=""
      // Its tier (primary solid, secondary outline, on dark), for tests and for a stylesheet that must tell.
      data-variant={style.variant ?? 'filled'}
    >
      <span>
        {label}
        {hiddenSuffix && ' '}
        {hiddenSuffix && <VisuallyHidden>{hiddenSuffix}</VisuallyHidden>}
      </span>
      {withArrow && <Arrow size={18} aria-hidden="true" className={classes.arrow} />}
    </SmartLink>
  );
}
