import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EndpointHandle, FormFields, InputOf, OutputOf } from '@yaocai/contract';
import { callEnvelope, type ApiError } from './api-client';
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

/** What a save sends: the endpoint's input (its params and the form's body). */
type SaveInput<H> = InputOf<H>;

/**
 * Checks a console form's body with the server's schema, then calls the endpoint — a create and an update are two
 * endpoints: `id === null ? saveForm(form, s, api.x.create, { body }) : saveForm(form, s, api.x.update, { params: { id }, body })`.
 * Field refusals go beside their fields; the server's `msg` is the toast. Resolves with the saved record, or null when
 * nothing was saved.
 */
export async function saveForm<H extends EndpointHandle>(
  form: FormInstance,
  schema: z.ZodTypeAny,
  endpoint: H,
  input: SaveInput<H>,
): Promise<OutputOf<H> | null> {
  const body = (input as { body?: FormFields } | undefined)?.body ?? {};
  const checked = checkWith(schema, body);
  if (!checked.ok) {
    form.setFields(checked.fields);
    return null;
  }
  try {
    const { msg, data } = await callEnvelope(endpoint as EndpointHandle<'POST', string, object, OutputOf<H>>, input as object, {
      onError: fieldErrorsInto(form),
    });
    feedback.message?.success(msg);
    return data;
  } catch {
    return null;
  }
}

interface FormSave {
  busy: boolean;
  /** `saveForm` with the dialog's busy state, list reload and close. */
  save<H extends EndpointHandle>(form: FormInstance, schema: z.ZodTypeAny, endpoint: H, input: SaveInput<H>): Promise<void>;
}

/**
 * A dialog's or drawer's save (`saveForm`): `busy` while the request runs; once saved, the list `key` reloads and
 * `onSaved` runs (the dialog closes). A refusal leaves the dialog open with its fields marked.
 */
export function useFormSave(key: QueryKey, onSaved: () => void): FormSave {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = async <H extends EndpointHandle>(form: FormInstance, schema: z.ZodTypeAny, endpoint: H, input: SaveInput<H>) => {
    setBusy(true);
    const saved = await saveForm(form, schema, endpoint, input);
    setBusy(false);
    if (saved === null) return;
    await client.invalidateQueries({ queryKey: key });
    onSaved();
  };
  return { busy, save };
}
