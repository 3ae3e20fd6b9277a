/** The published JSON Schema validators live beside the composer, whose studio tests use them too; the cross-package tests import them from here. */
export * from '../../composer/test/published-schema.ts';
