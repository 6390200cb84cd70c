import { QueryBuilder } from 'drizzle-orm/pg-core';

/**
 * Builds the read models a module publishes in its `public.ts`: `readModel.select({...published columns}).from(table)
 * .as('name')` is a typed subquery other modules' repositories join like a table. PostgreSQL pulls such a simple
 * subquery (no aggregate, limit or distinct) up into the outer query, so the plan is the one the table itself gives and
 * one statement stays one statement; the owner decides which columns leave the module, and a subquery takes no writes.
 */
export const readModel = new QueryBuilder();
