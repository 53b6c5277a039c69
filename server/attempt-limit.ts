/**
 * Wrong guesses, limited per client address: each address may get a few
 * wrong (a burst of 5), then one more every 12 s (5 a minute). Past that its
 * attempts are refused before they are checked, with how long to wait, right
 * or wrong: guessing the preview secret goes at 5 a minute, not 2,000 a
 * second. A refusal costs nothing, so a client that keeps trying is not locked
 * out for longer than the wait it was told.
 *
 * By the socket's address, never a forwarding header a client could write
 * itself. Behind a proxy every client has the proxy's address and shares its
 * allowance: someone guessing then also makes editors wait (a 429 says how
 * long), which is the price of not trusting a header anyone can send.
 *
 * What is refused is said in the log at most once a minute, with how many
 * since the last time, so a flood of guesses is a line, not a flood of lines.
 */
export interface AttemptLimit {
  /** Seconds this address must wait before it may try again; 0 when it may try now. */
  waitSeconds: (address: string) => number;
  /** Counts a wrong attempt from this address. */
  failed: (address: string) => void;
}

export interface AttemptLimitOptions {
  /** What is being guessed, for the log ("preview secret"). */
  what: string;
  burst?: number;
  /** One more attempt comes back this often. */
  refillMs?: number;
  /** Addresses remembered at most (the ones heard from longest ago are forgotten first). */
  maxAddresses?: number;
  now?: () => number;
  log?: (message: string) => void;
}

const DEFAULT_BURST = 5;
const DEFAULT_REFILL_MS = 12_000;
const DEFAULT_MAX_ADDRESSES = 10_000;
const LOG_EVERY_MS = 60_000;

export function createAttemptLimit(options: AttemptLimitOptions): AttemptLimit {
  const burst = options.burst ?? DEFAULT_BURST;
  const refillMs = options.refillMs ?? DEFAULT_REFILL_MS;
  const maxAddresses = options.maxAddresses ?? DEFAULT_MAX_ADDRESSES;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.warn(message));
  /** Attempts left per address, as of a time; Map order is the order they were last heard from. */
  const allowance = new Map<string, { left: number; at: number }>();
  let loggedAt = Number.NEGATIVE_INFINITY;
  let unsaid = 0;

  const leftFor = (address: string) => {
    const seen = allowance.get(address);
    if (!seen) return burst;
    return Math.min(burst, seen.left + (now() - seen.at) / refillMs);
  };

  const note = (address: string, what: string) => {
    unsaid += 1;
    if (now() - loggedAt < LOG_EVERY_MS) return;
    log(
      `[${options.what}] ${what} from ${address} (${unsaid} wrong or refused since the last note); ` +
        `each address may get the ${options.what} wrong ${burst} times, then once every ${refillMs / 1000} s.`,
    );
    loggedAt = now();
    unsaid = 0;
  };

  return {
    waitSeconds(address) {
      const left = leftFor(address);
      if (left >= 1) return 0;
      note(address, 'an attempt refused (too many wrong)');
      return Math.ceil(((1 - left) * refillMs) / 1000);
    },
    failed(address) {
      const left = leftFor(address) - 1;
      allowance.delete(address);
      allowance.set(address, { left, at: now() });
      if (allowance.size > maxAddresses) allowance.delete(allowance.keys().next().value ?? '');
      note(address, 'a wrong one');
    },
  };
}
