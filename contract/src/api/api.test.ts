import { describe, expect, it } from 'vitest';
import type { HandlesOf } from '../endpoint.js';
import { endpoints, type Endpoints } from '../endpoints/index.js';
import * as api from './index.js';

/** Typecheck: the handle table has every module of the endpoint map (each module's own type checks its handles). */
const handles: HandlesOf<Endpoints> = api;

describe('the apps’ handles and the endpoint map are one declaration', () => {
  it('has a handle with the same method and path for every endpoint, and none other', () => {
    const declared = Object.entries(endpoints).flatMap(([m, group]) =>
      Object.entries(group).map(([name, e]) => ({ key: `${m}.${name}`, method: e.method, path: e.path })),
    );
    const handled = Object.entries(handles).flatMap(([m, group]) =>
      Object.entries(group).map(([name, h]) => ({ key: `${m}.${name}`, method: h.method, path: h.path })),
    );
    expect(handled).toEqual(declared);
  });

  it('never declares one method and URL twice (aliases included)', () => {
    const urls = Object.values(endpoints).flatMap((group) =>
      Object.values(group).flatMap((e) => [e.path, ...(e.aliases ?? [])].map((path) => `${e.method} ${path}`)),
    );
    expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);
  });
});
