import { z } from 'zod';
import { intField, pagingFields, textField } from './fields.js';

/** A job's state as the console shows it: waiting, being run, retrying after a failure, done. */
export const JOB_STATES = ['pending', 'running', 'failed', 'done'] as const;
export const JOB_STATE_NAMES: Record<(typeof JOB_STATES)[number], string> = {
  pending: '等待执行',
  running: '执行中',
  failed: '失败待重试',
  done: '已完成',
};

/** GET /admin/api/jobs: the PostgreSQL job queue, newest first. */
export const adminJobsQuery = z.object({
  state: z.enum([...JOB_STATES, 'all'], { error: '任务状态不正确' }).default('all'),
  queue: textField('队列', { max: 50 }).optional(),
  ...pagingFields(),
});
export type AdminJobsQuery = z.infer<typeof adminJobsQuery>;
export const adminJobRow = z.object({
  id: z.number(),
  queue: z.string(),
  key: z.string().nullable(),
  state: z.enum(JOB_STATES),
  attempts: z.number(),
  run_at: z.string(),
  done_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type AdminJobRow = z.infer<typeof adminJobRow>;
export const adminJobPage = z.object({
  list: z.array(adminJobRow),
  total: z.number(),
  /** Jobs by state over the whole queue (done: the last 24 hours). */
  counts: z.record(z.enum(JOB_STATES), z.number()),
  queues: z.array(z.string()),
  page: z.number(),
  page_size: z.number(),
});
export const jobIdParam = z.object({ id: intField('任务', { min: 1 }) });
