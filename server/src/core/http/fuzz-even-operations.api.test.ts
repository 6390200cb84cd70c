import { describeFuzz } from './fuzz-test-kit.js';

// The 2nd, 4th, 6th… operation of the OpenAPI document; the others are fuzz-odd-operations.api.test.ts.
describeFuzz(1);
