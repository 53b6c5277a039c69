/**
 * Mantine's styles for the components the site uses, instead of all of
 * @mantine/core/styles.css (295 KB raw): about a third of the bytes, and the
 * stylesheet blocks the first paint. Order matters: baseline, variables and
 * global first, then each component after the ones it builds on. Using a new
 * Mantine component? Add its stylesheet here.
 */
import '@mantine/core/styles/baseline.css';
// The theme's CSS variables, generated from src/theme.ts at build time (see server/vite-plugins.ts).
import 'virtual:mantine-theme.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Card.css';
