import { ThemeIcon, type ThemeIconProps } from '@mantine/core';

/**
 * Mantine's ThemeIcon, minus an invalid-HTML leak: ThemeIcon 9.7.3 turns
 * `radius` and `color` into CSS variables but also passes both on to its <div>
 * as attributes (`radius="md"`, `color="red.8"`), which the HTML checker
 * rejects. Here they go to ThemeIcon's own variables resolver instead, so the
 * badge looks exactly as before and the element carries no unknown attribute.
 */
export function IconBadge({ radius, color, ...props }: ThemeIconProps) {
  return (
    <ThemeIcon
      {...props}
      vars={(theme, resolvedProps, ctx) => ThemeIcon.varsResolver(theme, { ...resolvedProps, radius, color }, ctx)}
    />
  );
}
