/** A fixture for module.test.ts: a file in an operations folder that makes no operation. */
export const helper = () => 1;
