import { readModel } from '../../db/read-model.js';
import { pointsGoods } from './points.tables.js';

// What other modules may read of points: typed read models (joinable subqueries of the published columns) and
// functions. Their tables may only name points' tables to declare a foreign key.

/** The goods of the points mall by name. */
export const pointsGoodsNames = readModel.select({ id: pointsGoods.id, name: pointsGoods.name }).from(pointsGoods).as('points_goods_names');
