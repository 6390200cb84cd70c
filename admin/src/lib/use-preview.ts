import { useState } from 'react';
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import type { FormFields } from '@yaocai/contract';
import { post, type ApiError } from './api-client';
import { checkWith, fieldsFromServer } from './schema-form';

type FieldName = Array<string | number>;

/**
 * A console 试算 (preview) runner: checks the body with the contract's schema, posts it, and keeps the result or the
 * first error. With a form, field errors — the schema's and the server's 422 — are shown on its fields; `fieldOf`
 * renames a body field to the form's (the sample quantity is `number` in the body, `sample` in the form).
 */
export function usePreview<R>(schema: z.ZodTypeAny, url: string, opts: { form?: FormInstance; fieldOf?: (name: FieldName) => FieldName } = {}) {
  const [result, setResult] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (body: FormFields) => {
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
      setResult((await post<R>(url, body, { onError })).data);
    } catch {
      setResult(null);
    }
  };
  return { result, error, run, clear: () => setResult(null) };
}
