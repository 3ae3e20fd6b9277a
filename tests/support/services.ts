/** The real services' checks live beside the composer, whose own tests use them too; the cross-package tests import them from here. */
export * from '../../composer/test/services.ts';
