import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { SmartLink } from './SmartLink';

interface ActionButtonProps extends ButtonProps {
  label: string;
  href: string;
  withArrow?: boolean;
}

/** Every call to action on the site: a link that looks like a button. */
export function ActionButton({ label, href, withArrow = false, ...buttonProps }: ActionButtonProps) {
  return (
    <Button
      component={SmartLink}
      href={href}
      rightSection={withArrow ? <IconArrowRight size={18} aria-hidden="true" /> : undefined}
      {...buttonProps}
    >
      {label}
    </Button>
  );
}
