import { useState } from 'react';
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import type { EndpointHandle, InputOf, OutputOf } from '@yaocai/contract';
import { call, type ApiError } from './api-client';
import { checkWith, fieldsFromServer } from './schema-form';

type FieldName = Array<string | number>;
type PreviewOptions = { form?: FormInstance; fieldOf?: (name: FieldName) => FieldName };

/** What a preview endpoint takes: its body. */
type PreviewBodyOf<H> = InputOf<H> extends { body?: infer B } ? B : never;

interface Preview<R, B> {
  result: R | null;
  error: string | null;
  run: (body: B) => Promise<void>;
  clear: () => void;
}

/**
 * A console 试算 (preview) runner: checks the body with the contract's schema, posts it to the endpoint, and keeps the
 * result or the first error. With a form, field errors — the schema's and the server's 422 — are shown on its fields;
 * `fieldOf` renames a body field to the form's (the sample quantity is `number` in the body, `sample` in the form).
 */
export function usePreview<H extends EndpointHandle<'POST'>>(
  schema: z.ZodTypeAny,
  endpoint: H,
  opts?: PreviewOptions,
): Preview<OutputOf<H>, PreviewBodyOf<H>>;
export function usePreview(schema: z.ZodTypeAny, endpoint: EndpointHandle<'POST'>, opts: PreviewOptions = {}): Preview<unknown, unknown> {
  const [result, setResult] = useState<unknown>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (body: unknown) => {
    const checked = checkWith(schema, body);
    if (!checked.ok) {
      opts.form?.setFields(checked.fields.map((f) => ({ ...f, name: opts.fieldOf ? opts.fieldOf(f.name) : f.name })));
      setError(checked.fields[0]?.errors[0] ?? '请检查填写内容');
      setResult(null);
      return;
    }
    setError(null);
    const onError = (e: ApiError) => {
      if (e.status !== 422) return false;
      opts.form?.setFields(fieldsFromServer(e.fieldErrors));
      setError(e.message);
      return true;
    };
    try {
      setResult(await call(endpoint as EndpointHandle<'POST', string, { body: unknown }, unknown>, { body }, { onError }));
    } catch {
      setResult(null);
    }
  };
  return { result, error, run, clear: () => setResult(null) };
}
