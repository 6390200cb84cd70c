import { z } from 'zod';

export { CODE } from './codes.js';

/** Every response body: `{code, msg, data}`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data });
}

export const errorBody = z.object({
  code: z.number(),
  msg: z.string(),
  data: z.unknown().optional(),
  /** Laravel-style field errors on 422: `{ field: [messages] }`. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  });
}

/** One page of a list, as every paged answer carries it (the type of `paged(item)`). */
export type Paged<T> = { list: T[]; total: number; page: number; page_size: number };
