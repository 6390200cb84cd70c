import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FormFields } from '@yaocai/contract';
import { post, put, type ApiError } from './api-client';
import { feedback } from './feedback';
import { checkWith, fieldsFromServer } from './schema-form';

/** A request's error handler that puts the server's 422 field refusals beside their fields; others go to the client. */
export function fieldErrorsInto(form: FormInstance): (e: ApiError) => boolean {
  return (e) => {
    if (e.status !== 422) return false;
    form.setFields(fieldsFromServer(e.fieldErrors));
    return true;
  };
}

/**
 * Checks a console form with the server's schema, then creates (POST url) or updates (PUT url/id); field refusals go
 * beside their fields. Resolves with the saved record, or null when nothing was saved.
 */
export async function saveForm<T>(form: FormInstance, schema: z.ZodTypeAny, url: string, id: number | null, body: FormFields): Promise<T | null> {
  const checked = checkWith(schema, body);
  if (!checked.ok) {
    form.setFields(checked.fields);
    return null;
  }
  const onError = fieldErrorsInto(form);
  try {
    const { msg, data } = id === null ? await post<T>(url, body, { onError }) : await put<T>(`${url}/${id}`, body, { onError });
    feedback.message?.success(msg);
    return data;
  } catch {
    return null;
  }
}

/**
 * A dialog's or drawer's save (`saveForm`): `busy` while the request runs; once saved, the list `key` reloads and
 * `onSaved` runs (the dialog closes). A refusal leaves the dialog open with its fields marked.
 */
export function useFormSave(key: QueryKey, onSaved: () => void) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = async (form: FormInstance, schema: z.ZodTypeAny, url: string, id: number | null, body: FormFields) => {
    setBusy(true);
    const saved = await saveForm(form, schema, url, id, body);
    setBusy(false);
    if (saved === null) return;
    await client.invalidateQueries({ queryKey: key });
    onSaved();
  };
  return { busy, save };
}
