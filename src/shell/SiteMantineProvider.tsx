import { MantineContext, MantineThemeProvider, type MantineColorScheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../theme';

interface SiteMantineProviderProps {
  /** 'test' turns Mantine's transitions and portals off in unit tests. */
  env?: 'default' | 'test';
  children: ReactNode;
}

const noop = () => {};
const LIGHT: MantineColorScheme = 'light';

/**
 * Mantine's context and theme, composed from the parts Mantine exports, instead
 * of MantineProvider. The site is light only and its CSS variables are
 * generated at build time into the stylesheet (see server/vite-plugins.ts), so
 * it needs neither a colour-scheme manager nor the variables <style> element
 * MantineProvider writes into the page body: about 3 kB less on every page.
 * index.html carries the attributes MantineProvider would set on <html>.
 */
export function SiteMantineProvider({ env = 'default', children }: SiteMantineProviderProps) {
  return (
    <MantineContext
      value={{
        colorScheme: LIGHT,
        setColorScheme: noop,
        clearColorScheme: noop,
        getRootElement: () => (typeof document === 'undefined' ? undefined : document.documentElement),
        classNamesPrefix: 'mantine',
        cssVariablesSelector: ':root',
        withStaticClasses: true,
        env,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
