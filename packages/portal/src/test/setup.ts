import { configure } from '@testing-library/react';

// Screens load lazily (their chunk and their language's catalogue): on a loaded CI machine that
// can take longer than testing-library's 1 s default before a findBy gives up, and several seconds while
// turbo runs the core and browser suites beside it. A wait returns as soon as its element shows.
configure({ asyncUtilTimeout: 15_000 });
