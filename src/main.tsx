/**
 * The browser entry: a few hundred bytes that wait for the first paint, then
 * fetch the app and the page's own chunks in parallel and hydrate.
 */
import './shell/mantine-styles';
import './shell/global.css';
import { afterFirstPaint } from './lib/after-first-paint';
import { readPageState } from './page-state';

const state = readPageState(document);

afterFirstPaint(() => {
  for (const href of state?.modules ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./client/start').then(({ start }) => start(state));
});
