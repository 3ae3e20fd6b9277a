/** The studio API's test client lives beside the composer, whose studio tests use it; the cross-package tests import it from here. */
export * from '../../composer/test/studio-client.ts';
