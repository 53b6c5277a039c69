/**
 * Test-only, never imported by the site: loaded into the built server with
 * `node --import` by the Varnish test (tests/e2e/cdn-cache.spec.ts). Each
 * SIGUSR2 moves Date.now forward by SHIFTED_CLOCK_STEP_MS (5 minutes unless
 * set), so a page rendered before it is 5 minutes old by the server's own
 * clocks (the render's time, the page cache's), without 5 real minutes of
 * waiting. Only Date.now moves: the Date header Node writes on each response
 * stays true, as a CDN in front needs it.
 */
const step = Number(process.env.SHIFTED_CLOCK_STEP_MS ?? 5 * 60 * 1000);
const realNow = Date.now.bind(Date);
let shift = 0;

Date.now = () => realNow() + shift;
process.on('SIGUSR2', () => {
  shift += step;
  console.log(`[shifted-clock] Date.now is now ${shift / 1000} s ahead.`);
});
