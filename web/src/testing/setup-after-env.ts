import { configure } from '@testing-library/react';

// The first render of a route loads its lazy chunk through swc; on a cold cache, with every jest project
// sharing two cores, that alone can pass testing-library's 1 s default and fail a findBy* that would succeed.
// Waiting longer changes no assertion: a missing element still fails, only later.
configure({ asyncUtilTimeout: 5000 });
