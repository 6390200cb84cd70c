import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './connection-loss.js';
import { isReadOnly } from './resilient-pool.js';

/** The error node-postgres gives for a server's ErrorResponse, with its SQLSTATE. */
const serverError = (code: string, message = 'error') => Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code });
/** A socket error as node gives it. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('what counts as a lost database connection', () => {
  it('the server ending or refusing the session, by SQLSTATE and class 08', () => {
    for (const code of ['57P01', '57P02', '57P03', '57P05', '53300', '08000', '08003', '08006', '08001', '08004', '08P01'])
      expect([code, isConnectionLoss(serverError(code))]).toEqual([code, true]);
  });

  it('socket errors and what node-postgres and its pool say in words', () => {
    for (const code of ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']) expect(isConnectionLoss(socketError(code))).toBe(true);
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
      'Cannot use a pool after calling end on the pool',
    ])
      expect([message, isConnectionLoss(new Error(message))]).toEqual([message, true]);
  });

  it('looks through the errors Drizzle and others wrap around the driver’s', () => {
    expect(isConnectionLoss(new DrizzleQueryError('select 1', [], serverError('57P01', 'terminating connection due to administrator command')))).toBe(
      true,
    );
    expect(isConnectionLoss(new Error('outer', { cause: new Error('middle', { cause: socketError('ECONNRESET') }) }))).toBe(true);
  });

  it('not a refusal of the statement itself, a bug, or a conflict between transactions', () => {
    for (const code of ['23505', '23503', '22P02', '22003', '40001', '40P01', '42P01', '57014', 'YC001'])
      expect([code, isConnectionLoss(serverError(code))]).toEqual([code, false]);
    expect(isConnectionLoss(new DrizzleQueryError('insert …', [], serverError('23505', 'duplicate key value')))).toBe(false);
    expect(isConnectionLoss(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isConnectionLoss(new Error('Failed query: select 1 -- Connection terminated unexpectedly'))).toBe(false);
    for (const nothing of [null, undefined, 'Connection terminated', 42]) expect(isConnectionLoss(nothing)).toBe(false);
  });
});

describe('which statements the pool may send again after their connection was lost', () => {
  it('selects and with-queries that only read', () => {
    expect(isReadOnly('select "id", "name" from "goods" where "id" = $1')).toBe(true);
    expect(isReadOnly('  with t as (select 1) select * from t')).toBe(true);
    expect(
      isReadOnly('select (select coalesce(json_agg(json_build_array(t.c0)), \'[]\'::json) from (select "updated_at" from "goods") as t(c0)) as "p0"'),
    ).toBe(true);
  });

  it('never a write, a lock, a sequence, a notification or a setting — whatever the statement begins with', () => {
    for (const text of [
      'insert into "sessions" ("id") values ($1)',
      'update "jobs" set "done_at" = now() where "id" = $1',
      'delete from "sessions" where "id" = $1',
      'with gone as (delete from "sessions" where "id" = $1) insert into "sessions" ("id") values ($2)',
      'with claimed as (insert into order_submissions (member_id) values ($1) returning id) select id from claimed',
      'select id from jobs where run_at <= now() for update skip locked',
      "select nextval(pg_get_serial_sequence('orders', 'id'))",
      'select pg_notify($1, $2)',
      "select set_config('synchronous_commit', 'off', true)",
      'select pg_advisory_xact_lock(42)',
      'begin',
      'commit',
    ])
      expect([text, isReadOnly(text)]).toEqual([text, false]);
  });
});
