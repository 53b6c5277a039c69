// @vitest-environment node
/** `npm run studio` points the Studio at the site's Sanity project unless told otherwise. */
import { describe, expect, it } from 'vitest';
import { describeTarget, studioEnv } from '../scripts/studio-env';

describe('the Studio env', () => {
  it("falls back to the site's VITE_SANITY_* project and dataset", () => {
    expect(studioEnv({ VITE_SANITY_PROJECT_ID: 'abc123', VITE_SANITY_DATASET: 'staging' })).toEqual({
      SANITY_STUDIO_PROJECT_ID: 'abc123',
      SANITY_STUDIO_DATASET: 'staging',
    });
  });

  it("prefers Sanity's own SANITY_STUDIO_* variables", () => {
    const env = {
      SANITY_STUDIO_PROJECT_ID: 'studio1',
      VITE_SANITY_PROJECT_ID: 'site1',
      VITE_SANITY_DATASET: 'production',
    };
    expect(studioEnv(env)).toEqual({ SANITY_STUDIO_PROJECT_ID: 'studio1', SANITY_STUDIO_DATASET: 'production' });
  });

  it('says so when no project is set, and that the Studio still builds', () => {
    expect(studioEnv({ VITE_SANITY_PROJECT_ID: '' })).toEqual({});
    expect(describeTarget({})).toMatch(/No Sanity project set.*placeholder project id "missing-project-id"/);
    expect(describeTarget({ SANITY_STUDIO_PROJECT_ID: 'abc123' })).toBe(
      'Studio for Sanity project abc123, dataset production.',
    );
  });
});
