import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** 抽奖 in the console: handles on contract endpoints.lotteryConsole. */
type Handles = HandlesOf<Endpoints>['lotteryConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/draws' };
export const prizes: Handles['prizes'] = { method: 'GET', path: '/admin/api/draw/:id/prizes' };
export const setPrize: Handles['setPrize'] = { method: 'POST', path: '/admin/api/draw/prizes/:id' };
