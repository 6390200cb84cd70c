import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noRawRequest } from './no-raw-request.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } }).run('endpoints/no-raw-request', noRawRequest, {
  valid: [
    "import { call } from '../../../lib/api-client'; call(api.cart.edit, { params: { id: 1 }, body: { params: { number: 2 } } });",
    "import { callEnvelope } from './api-client'; callEnvelope(api.cart.add, { body: { params: [] } });",
    // A map's or a URL's get is not the client's.
    "import { call } from '../../lib/api-client'; new URLSearchParams(location.search).get('id'); cache.get('x');",
    "const get = (k) => k; get('/not-the-client');",
    // The client's error class is fine.
    "import { ApiError } from '../../../lib/api-client'; throw new ApiError('http', 500, 'x');",
  ],
  invalid: [
    { code: "import { get } from '../../../lib/api-client'; get('/cart/total');", errors: [{ messageId: 'raw' }] },
    {
      code: "import { post as send } from '../../lib/api-client'; send(`/cart/${id}/edit`, { params: { number: 1 } });",
      errors: [{ messageId: 'raw' }],
    },
    { code: "import { request } from './api-client'; request('POST', '/cart', {});", errors: [{ messageId: 'raw' }] },
    { code: "import { del, put } from '../lib/api-client'; put('/a', {}); del('/a');", errors: [{ messageId: 'raw' }, { messageId: 'raw' }] },
    { code: "import { sendRequest } from '@yaocai/contract'; sendRequest('/api/x', { method: 'GET' });", errors: [{ messageId: 'raw' }] },
  ],
});
