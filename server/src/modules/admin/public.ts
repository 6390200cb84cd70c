import { readModel } from '../../db/read-model.js';
import { operators } from './admin.tables.js';

// What other modules may read of the console's accounts: typed read models (joinable subqueries of the published
// columns) and functions. Their tables may only name admin's tables to declare a foreign key.

/**
 * Console accounts by login and display name, under `name` in the statement that joins them: one statement may name
 * several (who submitted and who decided, maker and checker).
 */
export const operatorNames = <Name extends string>(name: Name) =>
  readModel.select({ id: operators.id, username: operators.username, name: operators.name }).from(operators).as(name);
