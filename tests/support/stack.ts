/** The real stack lives beside the composer, whose own tests start it too; the cross-package tests import it from here. */
export * from '../../composer/test/stack.ts';
