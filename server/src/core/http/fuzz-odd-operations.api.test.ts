import { describeFuzz } from './fuzz-test-kit.js';

// The 1st, 3rd, 5th… operation of the OpenAPI document; the others are fuzz-even-operations.api.test.ts.
describeFuzz(0);
