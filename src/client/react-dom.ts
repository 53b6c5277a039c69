/**
 * React DOM's client, as a module of ours: the entry loads it first, on its
 * own (see main.tsx), and importing an ES module keeps the CommonJS interop
 * helpers out of the entry chunk.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
