import { readModel } from '../../db/read-model.js';
import { activities } from './activities.tables.js';

// What other modules may read of activities: typed read models (joinable subqueries of the published columns) and
// functions. Their tables may only name activities' tables to declare a foreign key.

/** Activities by title and subtitle. */
export const activityTitles = readModel
  .select({ id: activities.id, title: activities.title, subtitle: activities.subtitle })
  .from(activities)
  .as('activity_titles');
